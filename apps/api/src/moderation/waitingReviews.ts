import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { courseComments, homeworks } from '../db/schema';

/** What waits for a 审核员 in 评论管理 and 作业批阅 (工作台's 待处理的评论 and 待批阅的作业). */
export type WaitingReviews = { comments: number; homework: number };

/**
 * Counts the comments at 待审核 and the homework at 待批阅, each on its `(state, created_at, id)` index: read fresh on
 * every call, so a count is never older than the call.
 */
export async function countWaitingReviews(db: Db): Promise<WaitingReviews> {
  const [[comments], [homework]] = await Promise.all([
    db.select({ n: count() }).from(courseComments).where(eq(courseComments.state, 'pending')),
    db.select({ n: count() }).from(homeworks).where(eq(homeworks.state, 'pending')),
  ]);
  return { comments: comments?.n ?? 0, homework: homework?.n ?? 0 };
}
