import { describe, expect, it } from 'vitest';
import { remainingUntil } from './remainingUntil';

describe('remainingUntil', () => {
  it('counts down to an end and stops at zero', () => {
    const end = new Date('2026-01-03T09:01:05+08:00');
    expect(remainingUntil(end, new Date('2026-01-02T08:00:00+08:00'))).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 5,
    });
    expect(remainingUntil(end, end)).toBeNull();
    expect(remainingUntil(end, new Date('2026-01-04T00:00:00+08:00'))).toBeNull();
  });
});
