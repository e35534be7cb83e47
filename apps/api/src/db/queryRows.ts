import type { SQL } from 'drizzle-orm';
import type { Db } from './openDatabase';

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
