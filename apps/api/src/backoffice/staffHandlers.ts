import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { staff } from '../db/schema';
import { BusinessError, notFound } from '../http/BusinessError';
import { paging, toKey } from '../http/paging';
import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from './AdminHandlers';
import { createStaff } from './createStaff';
import type { StaffActor } from './StaffActor';
import { hashStaffPassword, oneTimePassword } from './staffPasswords';
import { closeSessionsOf, type SessionStaff } from './staffSessions';
import { auditedAccount, staffAccount } from './staffViews';
import { writeAudit, type Tx } from './withAudit';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** 后台账号: 管理员 only (the route table says so). */
export function staffHandlers(deps: AdminDeps): AdminHandlerSet<AdminResourceCalls<'staff'>> {
  const { db } = deps;

  /** Reads the account for change, locked for the transaction, or refuses. */
  async function lockedAccount(tx: Tx, id: string): Promise<SessionStaff> {
    const key = toKey(id);
    const [row] = key ? await tx.select().from(staff).where(eq(staff.id, key)).for('update') : [];
    if (!row) throw notFound('账号');
    return row;
  }

  /** No change may leave the back office without an active 管理员 who can log in. */
  async function keepAnAdmin(tx: Tx, changed: number): Promise<void> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(staff)
      .where(and(eq(staff.role, 'admin'), eq(staff.disabled, false), sql`${staff.id} <> ${changed}`));
    if ((row?.n ?? 0) === 0) throw new BusinessError(400, '至少要保留一个启用的管理员账号');
  }

  async function change(tx: Tx, row: SessionStaff, values: Partial<SessionStaff>): Promise<SessionStaff> {
    const [after] = await tx.update(staff).set(values).where(eq(staff.id, row.id)).returning();
    return after ?? row;
  }

  function entry(action: string, row: SessionStaff, after: SessionStaff) {
    return {
      action,
      kind: '后台账号',
      recordId: row.id,
      before: auditedAccount(row),
      after: auditedAccount(after),
    };
  }

  function refuseSelf(actor: StaffActor, row: SessionStaff, what: string): void {
    if (row.id === actor.id) throw new BusinessError(400, `不能${what}自己的账号`);
  }

  return {
    'staff.list': async ({ query }) => {
      const { limit, offset } = paging(query, 100_000);
      const keyword = query.keyword?.trim();
      const where: SQL | undefined = and(
        keyword
          ? or(ilike(staff.loginName, likePattern(keyword)), ilike(staff.displayName, likePattern(keyword)))
          : undefined,
        query.role ? eq(staff.role, query.role) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(staff).where(where).orderBy(desc(staff.id)).limit(limit).offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(staff)
          .where(where),
      ]);
      const now = new Date();
      return { rows: rows.map((row) => staffAccount(row, now)), total: total?.n ?? 0 };
    },

    'staff.create': async ({ body, staff: actor }) => {
      const { account, password } = await createStaff(db, actor, body);
      return { staff: staffAccount(account), password };
    },

    'staff.update': async ({ body, staff: actor }) => {
      const { row, after } = await db.transaction(async (tx) => {
        const row = await lockedAccount(tx, body.id);
        const role = body.role !== undefined && body.role !== row.role ? body.role : undefined;
        if (role) refuseSelf(actor, row, '修改角色：');
        if (role && row.role === 'admin') await keepAnAdmin(tx, row.id);
        const after = await change(tx, row, {
          ...(body.displayName === undefined ? {} : { displayName: body.displayName }),
          ...(role ? { role } : {}),
        });
        await writeAudit(tx, actor, entry('保存', row, after));
        return { row, after };
      });
      // A new role applies at once: the account logs in again.
      if (after.role !== row.role) await closeSessionsOf(db, after.id);
      return staffAccount(after);
    },

    'staff.disable': async ({ body, staff: actor }) => {
      const after = await db.transaction(async (tx) => {
        const row = await lockedAccount(tx, body.id);
        if (body.disabled) refuseSelf(actor, row, '停用');
        if (body.disabled && row.role === 'admin') await keepAnAdmin(tx, row.id);
        const after = await change(tx, row, {
          disabled: body.disabled,
          ...(body.disabled ? {} : { failedLogins: 0, lockedUntil: null }),
        });
        await writeAudit(tx, actor, entry(body.disabled ? '停用' : '启用', row, after));
        return after;
      });
      if (after.disabled) await closeSessionsOf(db, after.id);
      return staffAccount(after);
    },

    'staff.resetPassword': async ({ body, staff: actor }) => {
      const password = oneTimePassword();
      const passwordHash = await hashStaffPassword(password);
      const after = await db.transaction(async (tx) => {
        const row = await lockedAccount(tx, body.id);
        refuseSelf(actor, row, '重置');
        const after = await change(tx, row, {
          passwordHash,
          mustChangePassword: true,
          failedLogins: 0,
          lockedUntil: null,
          ...(body.resetTotp ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null } : {}),
        });
        await writeAudit(tx, actor, entry('重置密码', row, after));
        return after;
      });
      await closeSessionsOf(db, after.id);
      return { staff: staffAccount(after), password };
    },
  };
}
