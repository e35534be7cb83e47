import { EMAIL_CODE_LENGTH, SMS_CODE_LENGTH } from '@art-portal/api-client/contract';
import { randomInt, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/openDatabase';
import { verificationCodes } from '../db/schema';
import { badRequest, BusinessError, codes } from '../http/BusinessError';
import type { CodeSender } from './codeSenders';

const codeTtlMs = 5 * 60 * 1000;
const resendGapMs = 60 * 1000;
const maxAttempts = 5;
/** The longest window a limit counts rows in: a purge must leave younger rows, even expired ones. */
export const limitWindowMs = 3600 * 1000;
/** First keys of the advisory locks that serialise code sends per address and per client address, and challenges. */
const sendLockClass = { address: 720_531_101, ip: 720_531_102, challengeIp: 720_531_103 };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Waits until no other transaction holds the lock of `key` in `lockClass`. */
async function lockFor(tx: Tx, lockClass: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}::int, hashtext(${key}::text))`);
}

/** How many rows of `purposes` the client address `ip` made within the limit window before `now`. */
async function madeWithinWindow(tx: Tx, purposes: string[], ip: string, now: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        inArray(verificationCodes.purpose, purposes),
        eq(verificationCodes.ip, ip),
        gt(verificationCodes.createdAt, new Date(now - limitWindowMs)),
      ),
    );
  return row?.n ?? 0;
}

/** Creates a one-use image challenge (an SVG captcha) valid for five minutes, at most `hourlyCapPerIp` an hour per client address. */
export async function createImageChallenge(
  db: Db,
  ip: string,
  { hourlyCapPerIp }: { hourlyCapPerIp: number },
): Promise<{ codeId: string; url: string }> {
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    ignoreChars: '0oO1ilIq9g',
    background: '#f5f1e8',
    width: 120,
    height: 40,
  });
  const codeId = randomUUID();
  await db.transaction(async (tx) => {
    await lockFor(tx, sendLockClass.challengeIp, ip);
    const now = Date.now();
    if ((await madeWithinWindow(tx, ['captcha'], ip, now)) >= hourlyCapPerIp) {
      throw new BusinessError(codes.tooMany, '图形验证码获取次数过多，请1小时后再试');
    }
    await tx.insert(verificationCodes).values({
      purpose: 'captcha',
      target: codeId,
      code: captcha.text.toLowerCase(),
      ip,
      expiresAt: new Date(now + codeTtlMs),
    });
  });
  return { codeId, url: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
}

/** Uses up an image challenge; refuses a wrong, used or expired one. */
export async function checkImageChallenge(db: Db, codeId: string, answer: string): Promise<void> {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.purpose, 'captcha'),
        eq(verificationCodes.target, codeId.slice(0, 100)),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .returning({ code: verificationCodes.code });
  const expected = used[0]?.code;
  if (expected === undefined) throw badRequest('图形验证码已失效，请刷新后重试');
  if (expected !== answer.trim().toLowerCase()) throw badRequest('图形验证码错误');
}

/**
 * Sends a fresh code by SMS or e-mail (`SMS_CODE_LENGTH` or `EMAIL_CODE_LENGTH` digits), at most once a minute per address and `hourlyCapPerIp`
 * times an hour per client address.
 */
export async function sendCode(
  deps: { db: Db; sender: CodeSender; hourlyCapPerIp: number },
  message: { channel: 'sms' | 'email'; to: string; ip: string },
): Promise<void> {
  const { db } = deps;
  const length = message.channel === 'sms' ? SMS_CODE_LENGTH : EMAIL_CODE_LENGTH;
  const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
  const row = await db.transaction(async (tx) => {
    // Concurrent sends to one address (or from one client address) queue here until this one commits,
    // so each sees the codes the others inserted.
    await lockFor(tx, sendLockClass.address, `${message.channel}:${message.to}`);
    await lockFor(tx, sendLockClass.ip, message.ip);
    const now = Date.now();
    const [recent] = await tx
      .select({ n: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, message.channel),
          eq(verificationCodes.target, message.to),
          gt(verificationCodes.createdAt, new Date(now - resendGapMs)),
        ),
      );
    if ((recent?.n ?? 0) > 0) throw new BusinessError(codes.tooMany, '验证码发送过于频繁，请1分钟后再试');
    if ((await madeWithinWindow(tx, ['sms', 'email'], message.ip, now)) >= deps.hourlyCapPerIp)
      throw new BusinessError(codes.tooMany, '验证码发送次数过多，请1小时后再试');
    const [inserted] = await tx
      .insert(verificationCodes)
      .values({
        purpose: message.channel,
        target: message.to,
        code,
        ip: message.ip,
        expiresAt: new Date(now + codeTtlMs),
      })
      .returning({ id: verificationCodes.id });
    return inserted;
  });
  try {
    await deps.sender.send({ channel: message.channel, to: message.to, code });
  } catch {
    if (row) await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
    throw new BusinessError(codes.failed, '验证码发送失败，请稍后重试');
  }
}

/**
 * Uses up the newest live code sent to `to`; refuses a wrong one (five wrong tries void it). With `keep`, a right
 * code is only checked and stays usable: for a refusal that must not cost the customer the code they will need next.
 */
export async function consumeCode(
  db: Db,
  channel: 'sms' | 'email',
  to: string,
  code: string,
  { keep = false }: { keep?: boolean } = {},
): Promise<void> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, channel),
        eq(verificationCodes.target, to),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const label = channel === 'sms' ? '短信验证码' : '邮箱验证码';
  if (!live) throw badRequest(`${label}已失效，请重新获取`);
  if (live.code === code.trim()) {
    if (keep) return;
    const used = await db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 1) return;
    throw badRequest(`${label}已失效，请重新获取`);
  }
  const attempts = live.attempts + 1;
  await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      ...(attempts >= maxAttempts ? { usedAt: new Date() } : {}),
    })
    .where(eq(verificationCodes.id, live.id));
  throw badRequest(attempts >= maxAttempts ? `${label}错误次数过多，请重新获取` : `${label}错误`);
}
