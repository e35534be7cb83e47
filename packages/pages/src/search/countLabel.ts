import { formatCount } from '../internal/formatCount';

/** A count as the tabs show it: “1,000+” when the server counted only that far. */
export function countLabel(count: number, capped: boolean): string {
  return capped ? `${formatCount(count)}+` : formatCount(count);
}
