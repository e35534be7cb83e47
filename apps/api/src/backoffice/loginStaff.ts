import { and, eq, gt, sql } from 'drizzle-orm';
import { adminCodes, type LoginResult } from '@art-portal/api-client/admin';
import type { Db } from '../db/openDatabase';
import { staff, staffLoginLog } from '../db/schema';
import { BusinessError } from '../http/BusinessError';
import { verifyStaffPassword } from './staffPasswords';
import type { SessionStaff } from './staffSessions';
import { totpStep } from './staffTotp';

/** Failed logins of one account in a row that lock it… */
export const LOCK_AFTER_FAILURES = 5;
/** …for this long (账号已锁定，请 15 分钟后再试). */
const LOCK_MS = 15 * 60 * 1000;
/** Failed logins one address may make in `ADDRESS_WINDOW_MS`, over every account, before it must wait. */
export const ADDRESS_FAILURES = 20;
/** The address limit's window. */
const ADDRESS_WINDOW_MS = 15 * 60 * 1000;

const lockedMessage = '账号已锁定，请 15 分钟后再试';
const wrongMessage = '登录名或密码错误';

/** Who is logging in, from where. */
export type LoginAttempt = {
  loginName: string;
  password: string;
  totpCode?: string | undefined;
  address: string;
  userAgent: string;
};

async function record(db: Db, attempt: LoginAttempt, result: LoginResult, staffId: number | null) {
  await db.insert(staffLoginLog).values({
    loginName: attempt.loginName.slice(0, 64),
    staffId,
    address: attempt.address,
    result,
    userAgent: attempt.userAgent.slice(0, 200),
  });
}

/** Counts one failure against the account; returns true when it is now locked. */
async function countFailure(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .update(staff)
    .set({
      failedLogins: sql`case when ${staff.failedLogins} + 1 >= ${LOCK_AFTER_FAILURES} then 0 else ${staff.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${staff.failedLogins} + 1 >= ${LOCK_AFTER_FAILURES} then now() + ${`${LOCK_MS} milliseconds`}::interval else ${staff.lockedUntil} end`,
    })
    .where(eq(staff.id, id))
    .returning({ lockedUntil: staff.lockedUntil });
  return row?.lockedUntil !== null && row?.lockedUntil !== undefined && row.lockedUntil > new Date();
}

/**
 * Checks a login (admin.md § Login) and writes its 登录日志 row whatever the result; returns the account, or throws
 * the refusal to show. The address limit comes first, then the lock, then the password, then the 动态验证码:
 * a locked account is refused before its password is tried, and an unknown 登录名 takes as long as a wrong password.
 */
export async function loginStaff(db: Db, attempt: LoginAttempt): Promise<SessionStaff> {
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffLoginLog)
    .where(
      and(
        eq(staffLoginLog.address, attempt.address),
        gt(staffLoginLog.at, sql`now() - ${`${ADDRESS_WINDOW_MS} milliseconds`}::interval`),
        sql`${staffLoginLog.result} not in ('成功', '退出登录')`,
      ),
    );
  if ((recent?.n ?? 0) >= ADDRESS_FAILURES) {
    await record(db, attempt, '尝试过于频繁', null);
    throw new BusinessError(429, '登录尝试过于频繁，请 15 分钟后再试');
  }
  const [account] = await db.select().from(staff).where(eq(staff.loginName, attempt.loginName));
  if (account?.lockedUntil && account.lockedUntil > new Date()) {
    await record(db, attempt, '账号已锁定', account.id);
    throw new BusinessError(429, lockedMessage);
  }
  const passwordOk = await verifyStaffPassword(attempt.password, account?.passwordHash ?? null);
  if (!account) {
    await record(db, attempt, '账号不存在', null);
    throw new BusinessError(400, wrongMessage);
  }
  if (!passwordOk) {
    const locked = await countFailure(db, account.id);
    await record(db, attempt, locked ? '账号已锁定' : '密码错误', account.id);
    throw new BusinessError(locked ? 429 : 400, locked ? lockedMessage : wrongMessage);
  }
  if (account.disabled) {
    await record(db, attempt, '账号已停用', account.id);
    throw new BusinessError(403, '账号已停用，请联系管理员');
  }
  if (account.totpSecret) {
    if (!attempt.totpCode) throw new BusinessError(adminCodes.totpNeeded, '请输入动态验证码');
    const step = totpStep(account.loginName, account.totpSecret, attempt.totpCode);
    // A step not after the last one used is a code seen before: refused like a wrong one.
    const [used] =
      step === null
        ? []
        : await db
            .update(staff)
            .set({ totpLastStep: step })
            .where(and(eq(staff.id, account.id), sql`coalesce(${staff.totpLastStep}, -1) < ${step}`))
            .returning({ id: staff.id });
    if (!used) {
      const locked = await countFailure(db, account.id);
      await record(db, attempt, locked ? '账号已锁定' : '动态验证码错误', account.id);
      throw new BusinessError(locked ? 429 : 400, locked ? lockedMessage : '动态验证码错误');
    }
  }
  const [updated] = await db
    .update(staff)
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: sql`now()` })
    .where(eq(staff.id, account.id))
    .returning();
  await record(db, attempt, '成功', account.id);
  return updated ?? account;
}
