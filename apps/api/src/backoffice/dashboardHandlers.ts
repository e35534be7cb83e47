import { REVIEWERS } from '@art-portal/api-client/admin';
import { desc, eq } from 'drizzle-orm';
import { operationLog } from '../db/schema';
import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from './AdminHandlers';
import { operationEntry } from './auditViews';
import { countWaitingQueues } from './waitingQueues';

const reviews = new Set<string>(REVIEWERS);

/** 工作台: what waits for the staff member's role (the review queues, for 审核员 and 管理员) and their recent work. */
export function dashboardHandlers(deps: AdminDeps): AdminHandlerSet<AdminResourceCalls<'dashboard'>> {
  const { db } = deps;
  return {
    'dashboard.summary': async ({ staff }) => {
      const countedAt = new Date();
      const [rows, queues] = await Promise.all([
        db
          .select()
          .from(operationLog)
          .where(eq(operationLog.staffId, staff.id))
          .orderBy(desc(operationLog.at), desc(operationLog.id))
          .limit(10),
        reviews.has(staff.role) ? countWaitingQueues(db) : undefined,
      ]);
      return {
        recent: rows.map(operationEntry),
        countedAt: countedAt.toISOString(),
        ...(queues ? { queues } : {}),
      };
    },
  };
}
