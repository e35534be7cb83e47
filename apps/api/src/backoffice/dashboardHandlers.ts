import { desc, eq } from 'drizzle-orm';
import { operationLog } from '../db/schema';
import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from './AdminHandlers';
import { operationEntry } from './auditViews';

/** 工作台: the staff member's own recent work (the review queues come with the reviews). */
export function dashboardHandlers(deps: AdminDeps): AdminHandlerSet<AdminResourceCalls<'dashboard'>> {
  const { db } = deps;
  return {
    'dashboard.summary': async ({ staff }) => {
      const rows = await db
        .select()
        .from(operationLog)
        .where(eq(operationLog.staffId, staff.id))
        .orderBy(desc(operationLog.at), desc(operationLog.id))
        .limit(10);
      return { recent: rows.map(operationEntry) };
    },
  };
}
