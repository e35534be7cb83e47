import type { SearchKind, SearchSort } from '@art-portal/api-client';

/** The `/search` URL's query with `changes` made (a kind or an order) and back on page 1, for a link. */
export function searchLink(
  params: URLSearchParams,
  changes: { kind?: SearchKind | null; sort?: SearchSort | null },
): { search: string } {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, value);
  }
  next.delete('page');
  return { search: `?${next.toString()}` };
}
