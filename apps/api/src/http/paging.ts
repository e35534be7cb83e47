import { badRequest } from './BusinessError';

/** The largest page the server answers; bigger requests get this many rows. */
const maxPageSize = 100;

/**
 * Limit and offset of a page request, with `pageSize` capped at {@link maxPageSize}. A list is paged through only
 * as far as its first `depth` rows: a page starting past them is refused, so that no page costs a long offset.
 */
export function paging(
  query: { pageNum: number; pageSize: number },
  depth: number,
): { limit: number; offset: number } {
  const limit = Math.min(query.pageSize, maxPageSize);
  const offset = (Math.min(query.pageNum, 1_000_000) - 1) * limit;
  if (offset >= depth && offset > 0) {
    const lastPage = Math.ceil(depth / limit);
    throw badRequest(`列表最多可翻到第 ${lastPage} 页（前 ${depth} 条），请缩小筛选范围后再查看`);
  }
  return { limit: Math.min(limit, depth - offset), offset };
}

/** Converts an opaque id to the integer key the tables use, or null when it cannot be one. */
export function toKey(id: number | string): number | null {
  const value = typeof id === 'number' ? id : Number(id);
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
}
