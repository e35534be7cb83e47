import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';

/** What waits for a 审核员: customers at 认证状态 审核中, and entries 待审核. */
export type WaitingCustomerReviews = { verifications: number; entries: number };

/**
 * Counts what waits for review (工作台), each by its queue's index alone; each count stops at `cap` + 1 rows so a
 * flooded queue costs no more than `cap` index entries (a count above `cap` reads as `cap` + 1: show “cap+”).
 */
export async function countWaitingCustomerReviews(db: Db, cap = 9_999): Promise<WaitingCustomerReviews> {
  const [row] = await queryRows<{ verifications: string | number; entries: string | number }>(
    db,
    sql`select
      (select count(*) from (select 1 from customers where auth_status = 0 limit ${cap + 1}) as v) as verifications,
      (select count(*) from (select 1 from activity_entries where review_state = 'pending' limit ${cap + 1}) as e) as entries`,
  );
  return { verifications: Number(row?.verifications ?? 0), entries: Number(row?.entries ?? 0) };
}
