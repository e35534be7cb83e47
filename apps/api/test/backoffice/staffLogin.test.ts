import { isApiError } from '@art-portal/api-client';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../src/backoffice/createStaff';
import { ADDRESS_FAILURES, LOCK_AFTER_FAILURES } from '../../src/backoffice/loginStaff';
import { systemActor } from '../../src/backoffice/withAudit';
import { staff, staffLoginLog } from '../../src/db/schema';
import { refusal } from '../refusal';
import { startBackOffice, type BackOfficeServer } from './startBackOffice';

let server: BackOfficeServer;
beforeAll(async () => {
  // One proxy in front: the tests name the client's address in X-Forwarded-For, as nginx does.
  server = await startBackOffice({ TRUST_PROXY: '1' });
}, 120_000);
afterAll(() => server.close());

/** A browser at the admin origin calling from `address`. */
function from(address: string) {
  const b = server.browser();
  const fetchFrom = (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', address);
    return b.fetch(input, { ...init, headers });
  };
  return {
    ...b,
    fetch: fetchFrom,
    login: (loginName: string, password: string) => loginWith(fetchFrom, loginName, password),
  };
}

async function loginWith(
  fetchIt: (input: string, init?: RequestInit) => Promise<Response>,
  loginName: string,
  password: string,
) {
  const response = await fetchIt(`${server.origin}/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password }),
  });
  return { response, body: (await response.json()) as { code: number; msg: string; data?: unknown } };
}

async function logRows(loginName: string) {
  return server.db
    .select()
    .from(staffLoginLog)
    .where(eq(staffLoginLog.loginName, loginName))
    .orderBy(desc(staffLoginLog.id));
}

describe('登录', () => {
  it('opens a session in an HttpOnly, SameSite=Strict cookie and writes 登录日志', async () => {
    const b = from('198.51.100.1');
    const { response, body } = await b.login('editor', 'Admin2026demo');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ loginName: 'editor', role: 'editor', mustChangePassword: false });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('admin_session='));
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure|Max-Age|Expires/i);
    expect((await b.client.session.current()).loginName).toBe('editor');
    const [row] = await logRows('editor');
    expect(row).toMatchObject({ result: '成功', address: '198.51.100.1' });
  });

  it('refuses a wrong password and an unknown 登录名 alike, and logs both', async () => {
    const b = from('198.51.100.2');
    expect((await b.login('editor', 'Wrong2026demo')).body).toEqual({ code: 400, msg: '登录名或密码错误' });
    expect((await b.login('nobody', 'Wrong2026demo')).body).toEqual({ code: 400, msg: '登录名或密码错误' });
    expect((await logRows('editor'))[0]).toMatchObject({ result: '密码错误', address: '198.51.100.2' });
    expect((await logRows('nobody'))[0]).toMatchObject({ result: '账号不存在', staffId: null });
  });
});

describe('锁定', () => {
  it(`locks an account for 15 minutes after ${LOCK_AFTER_FAILURES} failed logins, even against the right password`, async () => {
    const { account, password } = await createStaff(server.db, systemActor, {
      loginName: 'locky',
      role: 'editor',
    });
    const b = from('198.51.100.3');
    for (let i = 1; i < LOCK_AFTER_FAILURES; i++)
      expect((await b.login('locky', `Wrong${i}pass`)).body.msg).toBe('登录名或密码错误');
    expect((await b.login('locky', 'Wrong5pass')).body).toEqual({
      code: 429,
      msg: '账号已锁定，请 15 分钟后再试',
    });
    expect((await b.login('locky', password)).body).toEqual({
      code: 429,
      msg: '账号已锁定，请 15 分钟后再试',
    });
    // Another address does not unlock it: the lock is the account's.
    expect((await from('198.51.100.4').login('locky', password)).body.msg).toBe(
      '账号已锁定，请 15 分钟后再试',
    );
    const [locked] = await server.db.select().from(staff).where(eq(staff.id, account.id));
    const minutes = ((locked?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.1);
    expect((await logRows('locky')).map((r) => r.result)).toEqual([
      '账号已锁定',
      '账号已锁定',
      '账号已锁定',
      ...Array<string>(LOCK_AFTER_FAILURES - 1).fill('密码错误'),
    ]);
    // Fifteen minutes later (the lock moved into the past), the right password works, and the count starts again.
    await server.db
      .update(staff)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(staff.id, account.id));
    const { body } = await b.login('locky', password);
    expect(body.code).toBe(200);
    const [after] = await server.db.select().from(staff).where(eq(staff.id, account.id));
    expect(after?.failedLogins).toBe(0);
  });
});

describe('the address limit', () => {
  it(`refuses an address after ${ADDRESS_FAILURES} failed logins in 15 minutes, over every account`, async () => {
    const address = '203.0.113.50';
    const b = from(address);
    for (let i = 0; i < ADDRESS_FAILURES; i++)
      expect((await b.login(`guess${i}`, 'Wrong2026pass')).body.msg).toBe('登录名或密码错误');
    expect((await b.login('reviewer', 'Admin2026demo')).body).toEqual({
      code: 429,
      msg: '登录尝试过于频繁，请 15 分钟后再试',
    });
    expect((await logRows('reviewer'))[0]).toMatchObject({ result: '尝试过于频繁', address });
    // Another address is not held back, and the account itself was never locked by the guesses.
    const other = from('203.0.113.51');
    expect((await other.login('reviewer', 'Admin2026demo')).body.code).toBe(200);
  });
});

describe('登录日志', () => {
  it('is read by 管理员 through audit.logins, filtered by 登录名 and result', async () => {
    const admin = await server.sessionFor('admin');
    const page = await admin.client.audit.logins({ pageNum: 1, pageSize: 50, loginName: 'locky' });
    expect(page.rows.length).toBeGreaterThanOrEqual(LOCK_AFTER_FAILURES + 3);
    expect(page.rows.every((row) => row.loginName === 'locky')).toBe(true);
    expect(page.rows[0]).toMatchObject({ result: '成功', address: '198.51.100.3' });
    const failures = await admin.client.audit.logins({ pageNum: 1, pageSize: 50, result: '账号已锁定' });
    expect(failures.total).toBe(3);
    const error = await refusal(
      (await server.sessionFor('editor')).client.audit.logins({ pageNum: 1, pageSize: 5 }),
    );
    expect(isApiError(error) && error.kind).toBe('forbidden');
    expect(error.message).toBe('无权执行此操作');
  });
});
