import { describe, expect, it } from 'vitest';
import { parseReindexStart } from './parseReindexStart';

describe('parseReindexStart', () => {
  it('reads a kind and the id to resume after', () => {
    expect(parseReindexStart('artworks:523000')).toEqual({ kind: 'artworks', after: 523000 });
    expect(parseReindexStart(' news:0 ')).toEqual({ kind: 'news', after: 0 });
  });

  it('refuses a kind the index does not hold, a missing id and a negative one', () => {
    for (const text of ['works:5', 'artworks', 'artworks:', 'artworks:-3', ':12', 'artworks:1e3'])
      expect(parseReindexStart(text)).toBeNull();
  });
});
