import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './openDatabase';

/**
 * The ids of one page of `table`'s rows matching `where`, in the list's order, as a subquery: read from the list's
 * index alone, so that only the page's own rows are then read (`inArray(id, pageIds(…))`).
 */
export function pageIds(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  { limit, offset }: { limit: number; offset: number },
) {
  return db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}
