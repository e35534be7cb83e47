import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffSessions } from '../../src/db/schema';
import { refusal } from '../refusal';
import { startBackOffice, type BackOfficeServer } from './startBackOffice';

let server: BackOfficeServer;
beforeAll(async () => {
  server = await startBackOffice();
}, 120_000);
afterAll(() => server.close());

async function rowOf(session: string | undefined) {
  const rows = await server.db.select().from(staffSessions);
  // The table keeps only the id's SHA-256: find it by hashing as the server does.
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256')
    .update(session ?? '')
    .digest('hex');
  return rows.find((row) => row.idHash === hash);
}

describe('a staff session', () => {
  it('is stored hashed, never as the cookie holds it', async () => {
    const b = await server.loginAs('editor');
    const id = b.session();
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const all = await server.db.select().from(staffSessions);
    expect(all.some((row) => row.idHash === id)).toBe(false);
    expect(await rowOf(id)).toBeDefined();
  });

  it('ends after 30 minutes without a call (登录已过期，请重新登录)', async () => {
    const b = await server.sessionFor('editor');
    expect((await b.client.session.current()).loginName).toBe('editor');
    await server.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(staffSessions.idHash, (await rowOf(b.session()))?.idHash ?? ''));
    // 29 minutes idle: still alive, and the call counts as use.
    expect((await b.client.session.current()).loginName).toBe('editor');
    await server.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(staffSessions.idHash, (await rowOf(b.session()))?.idHash ?? ''));
    const error = await refusal(b.client.session.current());
    expect([error.kind, error.status, error.message]).toEqual([
      'unauthenticated',
      401,
      '登录已过期，请重新登录',
    ]);
    expect(await rowOf(b.session())).toBeUndefined();
  });

  it('ends 12 hours after the login however busy', async () => {
    const b = await server.sessionFor('reviewer');
    const row = await rowOf(b.session());
    const hours = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(12, 5);
    await server.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now()` })
      .where(eq(staffSessions.idHash, row?.idHash ?? ''));
    const error = await refusal(b.client.dashboard.summary());
    expect([error.status, error.message]).toEqual([401, '登录已过期，请重新登录']);
  });

  it('ends on the server at 退出登录: the cookie no longer opens anything, other sessions stay', async () => {
    const first = await server.sessionFor('editor');
    const second = await server.sessionFor('editor');
    const id = first.session();
    await first.client.session.logout();
    expect(first.session()).toBeUndefined();
    expect(await rowOf(id)).toBeUndefined();
    // The old cookie, replayed: refused.
    const replay = server.browser({ session: id });
    expect((await refusal(replay.client.session.current())).status).toBe(401);
    expect((await second.client.session.current()).loginName).toBe('editor');
  });

  it('ends when the account is 停用, and 停用 refuses the login', async () => {
    const b = await server.sessionFor('reviewer');
    const admin = await server.sessionFor('admin');
    const [reviewer] = await server.db.select().from(staff).where(eq(staff.loginName, 'reviewer'));
    await admin.client.staff.disable({ id: String(reviewer?.id), disabled: true });
    expect((await refusal(b.client.session.current())).status).toBe(401);
    const again = await refusal(
      server.browser().client.session.login({ loginName: 'reviewer', password: 'Admin2026demo' }),
    );
    expect(again.message).toBe('账号已停用，请联系管理员');
    await admin.client.staff.disable({ id: String(reviewer?.id), disabled: false });
    await server.browser().client.session.login({ loginName: 'reviewer', password: 'Admin2026demo' });
  });
});

describe('the Origin check', () => {
  it('refuses a write without the admin origin, from no origin and from the portal', async () => {
    const b = await server.sessionFor('editor');
    for (const origin of [null, server.portal.origin, 'https://evil.example']) {
      const response = await fetch(`${server.origin}/api/session/logout`, {
        method: 'POST',
        headers: { cookie: `admin_session=${b.session() ?? ''}`, ...(origin ? { origin } : {}) },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ code: '403', msg: '请求来源不被允许，请从管理后台操作' });
    }
    // Nothing happened: the session is alive.
    expect((await b.client.session.current()).loginName).toBe('editor');
  });

  it('refuses a login from another origin (no login forgery)', async () => {
    const b = server.browser({ origin: server.portal.origin });
    const error = await refusal(b.client.session.login({ loginName: 'editor', password: 'Admin2026demo' }));
    expect([error.status, error.message]).toEqual([403, '请求来源不被允许，请从管理后台操作']);
  });

  it('sends no CORS headers to the portal, and the portal none to the admin origin', async () => {
    const toAdmin = await fetch(`${server.origin}/api/session/current`, {
      headers: { origin: server.portal.origin },
    });
    expect(toAdmin.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.origin}/api/session/login`, {
      method: 'OPTIONS',
      headers: { origin: server.portal.origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const toPortal = await fetch(`${server.portal.apiUrl}/portal/banner/list`, {
      headers: { origin: server.origin },
    });
    expect(toPortal.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('on https', () => {
  it('sets the cookie Secure, as __Host-admin_session', async () => {
    const config = server.portal.config.admin;
    const plain = config.publicUrl;
    config.publicUrl = 'https://admin.art.example.com';
    try {
      const b = server.browser({ origin: 'https://admin.art.example.com' });
      const response = await b.fetch(`${server.origin}/api/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginName: 'editor', password: 'Admin2026demo' }),
      });
      const cookie = response.headers.getSetCookie().join('\n');
      expect(cookie).toMatch(/^__Host-admin_session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/m);
    } finally {
      config.publicUrl = plain;
    }
  });
});
