import type { LoginLogEntry, LoginResult, OperationLogEntry, StaffRole } from '@art-portal/api-client/admin';
import type { operationLog, staffLoginLog } from '../db/schema';

/** A 操作日志 row as the contract gives it. */
export function operationEntry(row: typeof operationLog.$inferSelect): OperationLogEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    staffId: row.staffId === null ? null : String(row.staffId),
    loginName: row.loginName,
    role: row.role as StaffRole | null,
    action: row.action,
    kind: row.kind,
    recordId: row.recordId,
    address: row.address,
    before: row.before,
    after: row.after,
  };
}

/** A 登录日志 row as the contract gives it. */
export function loginEntry(row: typeof staffLoginLog.$inferSelect): LoginLogEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    loginName: row.loginName,
    address: row.address,
    result: row.result as LoginResult,
    userAgent: row.userAgent,
  };
}
