import type { StaffRole } from '@art-portal/api-client/admin';
import type { Db } from '../db/openDatabase';
import { staff } from '../db/schema';
import { BusinessError } from '../http/BusinessError';
import { hashStaffPassword, oneTimePassword } from './staffPasswords';
import type { SessionStaff } from './staffSessions';
import { auditedAccount } from './staffViews';
import { withAudit, type AuditActor } from './withAudit';

/**
 * Creates an account with a one-time password that must be changed at its first login; writes the 操作日志 row
 * (新建 后台账号) in the same transaction. Refuses a 登录名 that exists.
 */
export async function createStaff(
  db: Db,
  actor: AuditActor,
  input: { loginName: string; displayName?: string | undefined; role: StaffRole },
): Promise<{ account: SessionStaff; password: string }> {
  const password = oneTimePassword();
  const passwordHash = await hashStaffPassword(password);
  const account = await withAudit(
    db,
    actor,
    (row: SessionStaff) => ({
      action: '新建',
      kind: '后台账号',
      recordId: row.id,
      after: auditedAccount(row),
    }),
    async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({
          loginName: input.loginName,
          displayName: input.displayName ?? input.loginName,
          role: input.role,
          passwordHash,
          mustChangePassword: true,
        })
        .onConflictDoNothing({ target: staff.loginName })
        .returning();
      if (!row) throw new BusinessError(400, `登录名 ${input.loginName} 已存在`);
      return row;
    },
  );
  return { account, password };
}
