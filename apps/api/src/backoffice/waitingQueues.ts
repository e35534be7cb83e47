import type { DashboardSummary } from '@art-portal/api-client/admin';
import type { Db } from '../db/openDatabase';
import { countWaitingReviews } from '../moderation/waitingReviews';

/**
 * 工作台's 待处理: what waits in the review screens, counted from the database at every call (never cached, so never
 * older than the call). Each review area adds its counts here, one line each.
 */
export async function countWaitingQueues(db: Db): Promise<NonNullable<DashboardSummary['queues']>> {
  const [moderation] = await Promise.all([
    countWaitingReviews(db),
    // 实名认证 and 投稿审核 (s34-entries): their count of verifications and submissions goes here.
  ]);
  return { comments: moderation.comments, homework: moderation.homework };
}
