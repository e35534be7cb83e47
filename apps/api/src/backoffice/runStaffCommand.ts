import { loginNameProblem, staffRoleLabels, type StaffRole } from '@art-portal/api-client/admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { staff } from '../db/schema';
import { BusinessError } from '../http/BusinessError';
import { demoAdminTotpSecret } from '../seed/demoStaff';
import { createStaff } from './createStaff';
import { hashStaffPassword, oneTimePassword } from './staffPasswords';
import { closeSessionsOf } from './staffSessions';
import { totpCode } from './staffTotp';
import { auditedAccount } from './staffViews';
import { writeAudit, type AuditActor } from './withAudit';

/** Usage of the `staff` command. */
export const staffUsage = [
  'usage: pnpm --filter @art-portal/api staff create <登录名> --role 管理员|编辑|审核员 [--name <姓名>]',
  '       pnpm --filter @art-portal/api staff reset-password <登录名> [--reset-totp]',
  '       pnpm --filter @art-portal/api staff demo-code',
].join('\n');

/** The operator at the server's command line, as the 操作日志 names them. */
const operator: AuditActor = { id: null, loginName: '命令行', role: null, address: '本机' };

const roleByLabel = new Map<string, StaffRole>(
  Object.entries(staffRoleLabels).flatMap(([role, label]) => [
    [label, role as StaffRole],
    [role, role as StaffRole],
  ]),
);

/** Thrown for a command line that cannot be run: the message is shown with the usage. */
export class StaffUsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/**
 * Runs one `staff` command against the database and returns what to print. `create` makes an account with a
 * one-time password (changed at its first login; production's first account); `reset-password` gives an account a
 * new one-time password, unlocks it, ends its sessions, and with `--reset-totp` turns its TOTP off (a lost phone);
 * `demo-code` prints the demo 管理员's current 动态验证码.
 */
export async function runStaffCommand(db: Db | null, args: string[]): Promise<string> {
  const [command, loginName] = args;
  if (command === 'demo-code') return totpCode(demoAdminTotpSecret);
  if (!db || !loginName) throw new StaffUsageError('a 登录名 is required');
  if (command === 'create') {
    const problem = loginNameProblem(loginName);
    if (problem) throw new StaffUsageError(problem);
    const role = roleByLabel.get(option(args, '--role') ?? '');
    if (!role) throw new StaffUsageError('--role must be 管理员, 编辑 or 审核员');
    const { password } = await createStaff(db, operator, {
      loginName,
      displayName: option(args, '--name'),
      role,
    }).catch((error: unknown) => {
      throw error instanceof BusinessError ? new StaffUsageError(error.message) : error;
    });
    return [
      `已创建${staffRoleLabels[role]}账号 ${loginName}`,
      `一次性密码：${password}`,
      '首次登录后须修改密码' + (role === 'admin' ? '，并启用动态验证码' : '') + '。此密码不会再次显示。',
    ].join('\n');
  }
  if (command === 'reset-password') {
    const resetTotp = args.includes('--reset-totp');
    const password = oneTimePassword();
    const passwordHash = await hashStaffPassword(password);
    const found = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(staff).where(eq(staff.loginName, loginName)).for('update');
      if (!row) return null;
      const [after] = await tx
        .update(staff)
        .set({
          passwordHash,
          mustChangePassword: true,
          failedLogins: 0,
          lockedUntil: null,
          ...(resetTotp ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null } : {}),
        })
        .where(eq(staff.id, row.id))
        .returning();
      await writeAudit(tx, operator, {
        action: '重置密码',
        kind: '后台账号',
        recordId: row.id,
        before: auditedAccount(row),
        after: after ? auditedAccount(after) : null,
      });
      return row;
    });
    if (!found) throw new StaffUsageError(`没有登录名为 ${loginName} 的账号`);
    await closeSessionsOf(db, found.id);
    return [
      `已重置 ${loginName} 的密码${resetTotp ? '并停用其动态验证码' : ''}，其登录已全部退出`,
      `一次性密码：${password}`,
      '首次登录后须修改密码。此密码不会再次显示。',
    ].join('\n');
  }
  throw new StaffUsageError(`unknown command ${command ?? ''}`);
}
