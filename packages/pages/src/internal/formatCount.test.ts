import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('groups digits as Intl does for zh-CN', () => {
    const intl = new Intl.NumberFormat('zh-CN');
    for (const count of [
      0,
      7,
      999,
      1000,
      12345,
      999999,
      1000000,
      123456789,
      -4321,
      Number.MAX_SAFE_INTEGER,
    ]) {
      expect(formatCount(count)).toBe(intl.format(count));
    }
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
