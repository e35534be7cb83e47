/** The page number a route's `page` query asks for: 1 when missing or not a positive number. */
export function pageOf(search: URLSearchParams): number {
  return Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
}
