import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { gone, notFound } from '../http/BusinessError';
import { isPreviewed } from '../portal/previewScope';
import type { PublishState } from './contentSchema';

/** The condition keeping a kind's 已发布 rows: what every public call, the search index and the sitemap read. */
export function isPublic(table: { state: PgColumn }): SQL {
  return eq(table.state, 'published');
}

/**
 * Refuses a record the public may not see: none or one never published (草稿, 待发布) is 不存在 (404), one taken down
 * (已下线) is gone (410), so that its page answers 410. The record a 预览 renders is answered in any 状态.
 */
export function requirePublic<T extends { state: PublishState; id?: number }>(
  row: T | undefined,
  what: string,
): T {
  if (row?.id !== undefined && isPreviewed(what, row.id)) return row;
  if (!row || row.state === 'draft' || row.state === 'scheduled') throw notFound(what);
  if (row.state === 'withdrawn') throw gone(what);
  return row;
}
