import { describe, expect, it } from 'vitest';
import { CHINA_TIME_ZONE, formatDate, formatDuration, parseChinaTime } from './dates';

describe('dates', () => {
  it('reads contract times as China Standard Time', () => {
    expect(parseChinaTime('2026-01-02 08:00:00').toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('prints a contract day as Intl prints it in China Standard Time, and leaves what is not a day as it is', () => {
    const intl = new Intl.DateTimeFormat('zh-CN', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: CHINA_TIME_ZONE,
    });
    for (const value of [
      '2026-11-21 00:00:00',
      '2026-01-02 23:59:59',
      '1999-12-31 08:00:00',
      '2024-02-29 07:59:59',
      '2026-02-31 12:00:00',
    ]) {
      expect(formatDate(value)).toBe(intl.format(parseChinaTime(value)));
    }
    expect(formatDate('2026-11-21 00:00:00')).toBe('2026年11月21日');
    for (const value of ['', '明天', '2026-13-45 00:00:00', '2026-11-21T00:00:00Z', '2026-03-05'])
      expect(formatDate(value)).toBe(value);
  });

  it('formats durations as minutes and seconds', () => {
    expect(formatDuration(754)).toBe('12:34');
  });
});
