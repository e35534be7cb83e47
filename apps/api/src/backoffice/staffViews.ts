import type { StaffAccount, StaffMember } from '@art-portal/api-client/admin';
import type { SessionStaff } from './staffSessions';

/** The session's view of an account (`session.*`). */
export function staffMember(row: SessionStaff): StaffMember {
  return {
    id: String(row.id),
    loginName: row.loginName,
    displayName: row.displayName,
    role: row.role,
    totpEnabled: row.totpSecret !== null,
    mustChangePassword: row.mustChangePassword,
    totpRequired: row.role === 'admin' && row.totpSecret === null,
  };
}

/** 管理员's view of an account (后台账号). */
export function staffAccount(row: SessionStaff, now = new Date()): StaffAccount {
  return {
    id: String(row.id),
    loginName: row.loginName,
    displayName: row.displayName,
    role: row.role,
    totpEnabled: row.totpSecret !== null,
    mustChangePassword: row.mustChangePassword,
    disabled: row.disabled,
    locked: row.lockedUntil !== null && row.lockedUntil > now,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the 操作日志 keeps of an account: never its password hash or TOTP secret. */
export function auditedAccount(row: SessionStaff): Record<string, unknown> {
  return {
    loginName: row.loginName,
    displayName: row.displayName,
    role: row.role,
    disabled: row.disabled,
    totpEnabled: row.totpSecret !== null,
    mustChangePassword: row.mustChangePassword,
  };
}
