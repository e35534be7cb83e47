import { describe, expect, it } from 'vitest';
import { acceptsType } from './acceptsType';

describe('acceptsType', () => {
  it('finds a type a browser lists among others', () => {
    expect(
      acceptsType('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'image/webp'),
    ).toBe(true);
    expect(acceptsType('image/png, IMAGE/WEBP;q=0.9', 'image/webp')).toBe(true);
  });

  it('does not count wildcards, a refused type or a missing header', () => {
    expect(acceptsType('image/*,*/*;q=0.8', 'image/webp')).toBe(false);
    expect(acceptsType('image/webp;q=0, image/jpeg', 'image/webp')).toBe(false);
    expect(acceptsType('image/webpx', 'image/webp')).toBe(false);
    expect(acceptsType(undefined, 'image/webp')).toBe(false);
  });
});
