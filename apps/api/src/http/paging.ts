/** The largest page the server answers; bigger requests get this many rows. */
const maxPageSize = 100;

/** Limit and offset of a page request, with `pageSize` capped at {@link maxPageSize}. */
export function paging(query: { pageNum: number; pageSize: number }): { limit: number; offset: number } {
  const limit = Math.min(query.pageSize, maxPageSize);
  const page = Math.min(query.pageNum, 1_000_000);
  return { limit, offset: (page - 1) * limit };
}

/** Converts an opaque id to the integer key the tables use, or null when it cannot be one. */
export function toKey(id: number | string): number | null {
  const value = typeof id === 'number' ? id : Number(id);
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
}
