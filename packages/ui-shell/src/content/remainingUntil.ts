/** Whole days, hours, minutes and seconds. */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

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
