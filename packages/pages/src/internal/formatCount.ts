/**
 * A whole count as `Intl.NumberFormat('zh-CN')` prints it (12,345), without building one: the first `Intl` formatter
 * of a page costs 15–35 ms on this machine, four times that on a slow phone, in the task that shows the number.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
