import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { limitWindowMs } from './codes';

async function deleted(db: Db, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Deletes what no call can use any more: image challenges and codes past their expiry that no limit counts
 * (older than the longest limit window), and tokens that expired or were revoked. Answers how many of each went.
 */
export async function purgeExpired(
  db: Db,
  now: Date = new Date(),
): Promise<{ codes: number; tokens: number }> {
  const at = now.toISOString();
  const countedSince = new Date(now.getTime() - limitWindowMs).toISOString();
  return {
    codes: await deleted(
      db,
      sql`delete from verification_codes where expires_at < ${at}::timestamptz and created_at < ${countedSince}::timestamptz`,
    ),
    tokens: await deleted(
      db,
      sql`delete from tokens where expires_at < ${at}::timestamptz or revoked_at is not null`,
    ),
  };
}
