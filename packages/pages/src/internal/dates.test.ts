import { describe, expect, it } from 'vitest';
import { formatDuration, parseChinaTime } from './dates';

describe('dates', () => {
  it('reads contract times as China Standard Time', () => {
    expect(parseChinaTime('2026-01-02 08:00:00').toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('formats durations as minutes and seconds', () => {
    expect(formatDuration(754)).toBe('12:34');
  });
});
