import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { operationLog, staffLoginLog } from '../db/schema';
import { paging } from '../http/paging';
import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from './AdminHandlers';
import { loginEntry, operationEntry } from './auditViews';

/** How far the logs can be paged (narrow the filters for older rows). */
const LOG_DEPTH = 10_000;

/** 操作日志 and 登录日志: read-only, for 管理员 (the route table says so). */
export function auditHandlers(deps: AdminDeps): AdminHandlerSet<AdminResourceCalls<'audit'>> {
  const { db } = deps;
  const count = async (table: typeof operationLog | typeof staffLoginLog, where: SQL | undefined) => {
    const capped = db
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(where)
      .limit(LOG_DEPTH + 1)
      .as('c');
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
    const n = row?.n ?? 0;
    return n > LOG_DEPTH ? { total: LOG_DEPTH, totalCapped: true as const } : { total: n };
  };
  return {
    'audit.operations': async ({ query }) => {
      const { limit, offset } = paging(query, LOG_DEPTH);
      const where = and(
        query.loginName ? eq(operationLog.loginName, query.loginName) : undefined,
        query.kind ? eq(operationLog.kind, query.kind) : undefined,
        query.action ? eq(operationLog.action, query.action) : undefined,
        query.recordId ? eq(operationLog.recordId, query.recordId) : undefined,
        query.from ? gte(operationLog.at, new Date(query.from)) : undefined,
        query.to ? lt(operationLog.at, new Date(query.to)) : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(operationLog)
          .where(where)
          .orderBy(desc(operationLog.at), desc(operationLog.id))
          .limit(limit)
          .offset(offset),
        count(operationLog, where),
      ]);
      return { rows: rows.map(operationEntry), ...total };
    },

    'audit.logins': async ({ query }) => {
      const { limit, offset } = paging(query, LOG_DEPTH);
      const where = and(
        query.loginName ? eq(staffLoginLog.loginName, query.loginName) : undefined,
        query.result ? eq(staffLoginLog.result, query.result) : undefined,
        query.address ? eq(staffLoginLog.address, query.address) : undefined,
        query.from ? gte(staffLoginLog.at, new Date(query.from)) : undefined,
        query.to ? lt(staffLoginLog.at, new Date(query.to)) : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(staffLoginLog)
          .where(where)
          .orderBy(desc(staffLoginLog.at), desc(staffLoginLog.id))
          .limit(limit)
          .offset(offset),
        count(staffLoginLog, where),
      ]);
      return { rows: rows.map(loginEntry), ...total };
    },
  };
}
