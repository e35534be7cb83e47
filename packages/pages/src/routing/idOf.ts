/** A detail page's record id (`?id=`, opaque), or `null` (nothing to ask) when the URL has none. */
export function idOf(search: URLSearchParams): { id: string } | null {
  const id = search.get('id') ?? '';
  return id === '' ? null : { id };
}
