import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './openDatabase';

/** A list's `total`, counted no further than `depth` rows; `totalCapped` says the list holds more. */
export type CappedTotal = { total: number; totalCapped?: true };

/**
 * Counts the rows of `table` matching `where`, stopping one row past `depth` so a large list is never scanned. The
 * list's own order makes the count walk the list's index (index-only), not the table's rows.
 */
export async function cappedTotal(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  depth: number,
  order: SQL[],
): Promise<CappedTotal> {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(depth + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  return n > depth ? { total: depth, totalCapped: true } : { total: n };
}
