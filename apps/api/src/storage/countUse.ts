import { and, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { counters } from '../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Counts one use of `scope` in a fixed `window` (an hour or a day, by name) and returns the uses so far, this one
 * included. The count is one atomic upsert in the shared `counters` table, so every instance sees the same
 * number; the scope's counts of earlier windows are dropped as it goes, so each scope keeps one row.
 */
export async function countUse(db: Db, scope: string, window: string): Promise<number> {
  const name = `${scope}@${window}`;
  return db.transaction(async (tx) => {
    await tx
      .delete(counters)
      .where(and(like(counters.name, `${escapeLike(scope)}@%`), ne(counters.name, name)));
    const [row] = await tx
      .insert(counters)
      .values({ name, value: 1 })
      .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
      .returning({ value: counters.value });
    return row?.value ?? 1;
  });
}
