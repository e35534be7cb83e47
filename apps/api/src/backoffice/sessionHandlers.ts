import { and, eq, sql } from 'drizzle-orm';
import { staff, staffLoginLog } from '../db/schema';
import { BusinessError } from '../http/BusinessError';
import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from './AdminHandlers';
import { loginStaff } from './loginStaff';
import { hashStaffPassword, verifyStaffPassword } from './staffPasswords';
import {
  closeSessionsOf,
  closeStaffSession,
  openStaffSession,
  sessionCookieName,
  sessionCookieOptions,
  type SessionStaff,
} from './staffSessions';
import { newTotpSecret, totpEnrolment, totpStep } from './staffTotp';
import { auditedAccount, staffMember } from './staffViews';
import { withAudit } from './withAudit';

function secure(deps: AdminDeps): boolean {
  return deps.adminOrigin().startsWith('https:');
}

/** The session's own calls: 登录, 退出登录, 修改密码 and the 动态验证码. */
export function sessionHandlers(deps: AdminDeps): AdminHandlerSet<AdminResourceCalls<'session'>> {
  const { db } = deps;
  const current = (account: SessionStaff | null): SessionStaff => {
    if (!account) throw new BusinessError(401, '请先登录', 401);
    return account;
  };
  const reread = async (id: number): Promise<SessionStaff> => {
    const [row] = await db.select().from(staff).where(eq(staff.id, id));
    if (!row) throw new BusinessError(401, '登录已过期，请重新登录', 401);
    return row;
  };
  return {
    'session.login': async ({ body, ip, request, reply }) => {
      const account = await loginStaff(db, {
        ...body,
        address: ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      // A session id the browser still held is ended, so that a login never continues an older session.
      const previous = request.staffSessionId;
      if (previous) await closeStaffSession(db, previous);
      const id = await openStaffSession(db, account.id, {
        address: ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      void reply.setCookie(sessionCookieName(secure(deps)), id, sessionCookieOptions(secure(deps)));
      return staffMember(account);
    },

    'session.logout': async ({ request, reply, staff: actor, ip }) => {
      const id = request.staffSessionId;
      if (id) await closeStaffSession(db, id);
      if (actor)
        await db.insert(staffLoginLog).values({
          loginName: actor.loginName,
          staffId: actor.id,
          address: ip,
          result: '退出登录',
          userAgent: (request.headers['user-agent'] ?? '').slice(0, 200),
        });
      void reply.clearCookie(sessionCookieName(secure(deps)), sessionCookieOptions(secure(deps)));
      return null;
    },

    'session.current': ({ request }) => Promise.resolve(staffMember(current(request.staffAccount))),

    'session.changePassword': async ({ body, request, staff: actor }) => {
      const account = current(request.staffAccount);
      if (!(await verifyStaffPassword(body.oldPassword, account.passwordHash)))
        throw new BusinessError(400, '原密码错误');
      if (body.oldPassword === body.newPassword) throw new BusinessError(400, '新密码不能与原密码相同');
      const passwordHash = await hashStaffPassword(body.newPassword);
      await withAudit(
        db,
        actor,
        { action: '修改密码', kind: '后台账号', recordId: account.id },
        async (tx) => {
          await tx
            .update(staff)
            .set({ passwordHash, mustChangePassword: false })
            .where(eq(staff.id, account.id));
        },
      );
      // Every other session of the account ends: whoever knew the old password is out.
      await closeSessionsOf(db, account.id, request.staffSessionId ?? undefined);
      return staffMember(await reread(account.id));
    },

    'session.totpSetup': async ({ request }) => {
      const account = current(request.staffAccount);
      if (account.totpSecret) throw new BusinessError(400, '动态验证码已启用');
      const secret = newTotpSecret();
      await db.update(staff).set({ totpPendingSecret: secret }).where(eq(staff.id, account.id));
      return totpEnrolment(account.loginName, secret);
    },

    'session.totpEnable': async ({ body, request, staff: actor }) => {
      const account = current(request.staffAccount);
      if (account.totpSecret) throw new BusinessError(400, '动态验证码已启用');
      const secret = account.totpPendingSecret;
      if (!secret) throw new BusinessError(400, '请先获取动态验证码的二维码');
      const step = totpStep(account.loginName, secret, body.code);
      if (step === null) throw new BusinessError(400, '动态验证码错误，请核对手机时间后重试');
      await withAudit(
        db,
        actor,
        { action: '启用动态验证码', kind: '后台账号', recordId: account.id, before: auditedAccount(account) },
        async (tx) => {
          await tx
            .update(staff)
            .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
            .where(eq(staff.id, account.id));
        },
      );
      return staffMember(await reread(account.id));
    },

    'session.totpDisable': async ({ body, request, staff: actor }) => {
      const account = current(request.staffAccount);
      if (account.role === 'admin') throw new BusinessError(400, '管理员必须启用动态验证码，不能停用');
      if (!account.totpSecret) throw new BusinessError(400, '动态验证码未启用');
      const passwordOk = await verifyStaffPassword(body.password, account.passwordHash);
      const step = totpStep(account.loginName, account.totpSecret, body.code);
      if (!passwordOk || step === null) throw new BusinessError(400, '密码或动态验证码错误');
      await withAudit(
        db,
        actor,
        { action: '停用动态验证码', kind: '后台账号', recordId: account.id, before: auditedAccount(account) },
        async (tx) => {
          // A code already used (at login) does not count: it may have been seen.
          const [changed] = await tx
            .update(staff)
            .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
            .where(and(eq(staff.id, account.id), sql`coalesce(${staff.totpLastStep}, -1) < ${step}`))
            .returning({ id: staff.id });
          if (!changed) throw new BusinessError(400, '密码或动态验证码错误');
        },
      );
      return staffMember(await reread(account.id));
    },
  };
}
