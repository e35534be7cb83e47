/** Parses the contract's `yyyy-MM-dd HH:mm:ss` China Standard Time into an instant. */
export function parseChinaTime(value: string): Date {
  return new Date(`${value.replace(' ', 'T')}+08:00`);
}

/** The contract's time zone: what the server renders in, and what a page shows until the browser names its own. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** China has kept UTC+8 all year since 1992. */
const CHINA_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('zh-CN', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/**
 * A day as the contract dates it (China Standard Time), e.g. 2026年11月21日: the same on the server and in the browser.
 * Printed without `Intl.DateTimeFormat`, whose first use in a page costs 20–35 ms on this machine (×4 on a slow phone),
 * paid by every list page while its scripts started.
 */
export function formatDate(value: string): string {
  const date = parseChinaTime(value);
  if (Number.isNaN(date.getTime())) return value;
  const china = new Date(date.getTime() + CHINA_UTC_OFFSET_MS);
  return `${china.getUTCFullYear()}年${china.getUTCMonth() + 1}月${china.getUTCDate()}日`;
}

/** Date and time in `timeZone` (the visitor's, see useVisitorTimeZone), with the zone named. */
export function formatDateTime(value: string, timeZone: string = CHINA_TIME_ZONE): string {
  const date = parseChinaTime(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat(timeZone).format(date);
}

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return `${minutes}:${rest}`;
}
