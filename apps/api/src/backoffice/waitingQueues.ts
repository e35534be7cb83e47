import type { DashboardSummary } from '@art-portal/api-client/admin';
import type { Db } from '../db/openDatabase';
import { countWaitingReviews } from '../moderation/waitingReviews';
import { countWaitingCustomerReviews } from '../reviews/waitingCustomerReviews';

/**
 * 工作台's 待处理: what waits in the review screens, counted from the database at every call (never cached, so never
 * older than the call). Each review area adds its counts here, one line each.
 */
export async function countWaitingQueues(db: Db): Promise<NonNullable<DashboardSummary['queues']>> {
  const [moderation, customers] = await Promise.all([
    countWaitingReviews(db),
    countWaitingCustomerReviews(db),
  ]);
  return {
    verifications: customers.verifications,
    submissions: customers.entries,
    comments: moderation.comments,
    homework: moderation.homework,
  };
}
