import { describe, expect, it } from 'vitest';
import { planSearch } from './planSearch';
import type { KindCounts } from './termCounts';

function counts(documents: number, words: number[]): KindCounts {
  const none = { documents: 0, words: words.map(() => 0) };
  return { artworks: { documents, words }, activities: none, exhibitions: none, news: none, courses: none };
}

describe('planSearch', () => {
  it('reads a kind no word of which is on any document not at all', () => {
    expect(planSearch(['a', 'b'], counts(1000, [5, 0])).artworks).toEqual({ scan: 'none' });
    expect(planSearch(['a'], counts(1000, [5])).news).toEqual({ scan: 'none' });
  });

  it('asks the GIN index for the rare words only, and walks when every word is common', () => {
    expect(planSearch(['a', 'b'], counts(1_000_000, [40, 900_000])).artworks).toEqual({
      scan: 'index',
      words: ['a'],
    });
    expect(planSearch(['a', 'b'], counts(1_000_000, [60_000, 900_000])).artworks).toEqual({ scan: 'walk' });
    // A word on 5 % of a kind, or on at most 2 000 documents, is still few.
    expect(planSearch(['a'], counts(1_000_000, [50_000])).artworks).toEqual({ scan: 'index', words: ['a'] });
    expect(planSearch(['a'], counts(2500, [2000])).artworks).toEqual({ scan: 'index', words: ['a'] });
    expect(planSearch(['a'], counts(2500, [2001])).artworks).toEqual({ scan: 'walk' });
  });
});
