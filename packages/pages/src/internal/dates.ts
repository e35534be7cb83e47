/** Parses the contract's `yyyy-MM-dd HH:mm:ss` China Standard Time into an instant. */
export function parseChinaTime(value: string): Date {
  return new Date(`${value.replace(' ', 'T')}+08:00`);
}

const dateFormat = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A date in the visitor's own time zone, e.g. 2026年11月21日. */
export function formatDate(value: string): string {
  const date = parseChinaTime(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Date and time in the visitor's time zone, with the zone named. */
export function formatDateTime(value: string): string {
  const date = parseChinaTime(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

export type Remaining = { days: number; hours: number; minutes: number; seconds: number };

/** Time left until `end`, or null once it has passed. */
export function remainingUntil(end: Date, now: Date): Remaining | null {
  const total = Math.floor((end.getTime() - now.getTime()) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return `${minutes}:${rest}`;
}
