import { describe, expect, it } from 'vitest';
import { formatDuration, parseChinaTime, remainingUntil } from './dates';

describe('dates', () => {
  it('reads contract times as China Standard Time', () => {
    expect(parseChinaTime('2026-01-02 08:00:00').toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('counts down to an end and stops at zero', () => {
    const end = parseChinaTime('2026-01-03 09:01:05');
    expect(remainingUntil(end, parseChinaTime('2026-01-02 08:00:00'))).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 5 });
    expect(remainingUntil(end, parseChinaTime('2026-01-04 00:00:00'))).toBeNull();
  });

  it('formats durations as minutes and seconds', () => {
    expect(formatDuration(754)).toBe('12:34');
  });
});
