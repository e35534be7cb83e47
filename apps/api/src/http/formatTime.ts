const chinaOffsetMs = 8 * 3600 * 1000;

/** Formats an instant as `yyyy-MM-dd HH:mm:ss` in China Standard Time (UTC+8, no daylight saving). */
export function formatTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Date(date.getTime() + chinaOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}
