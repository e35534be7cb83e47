import {
  adminRoutes,
  staffRoles,
  type AdminRouteDefinition,
  type StaffRole,
} from '@art-portal/api-client/admin';
import Fastify from 'fastify';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdminRoutes } from '../../src/backoffice/registerAdminRoutes';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from './startBackOffice';

let server: BackOfficeServer;
beforeAll(async () => {
  server = await startBackOffice();
}, 120_000);
afterAll(() => server.close());

const routes: readonly AdminRouteDefinition[] = adminRoutes;
const demoStaffOf: Record<StaffRole, string> = { admin: 'admin', editor: 'editor', reviewer: 'reviewer' };

/** Calls a route as a browser at the admin origin would, with no arguments (an empty body for a POST). */
async function call(route: AdminRouteDefinition, as: StaffBrowser, origin = server.origin) {
  const response = await as.fetch(`${origin}/api${route.path}`, {
    method: route.method,
    ...(route.method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
  });
  const body = (await response.json()) as { code: unknown; msg: string };
  return { status: response.status, body };
}

// Every route of the contract, including those added after this test was written, as each role and as no one.
describe.each(routes.map((route) => [route.name, route] as const))('%s', (_name, route) => {
  it('as no one: 401 unless public', async () => {
    const { status, body } = await call(route, server.browser());
    if (route.public) {
      expect(status).toBe(200);
    } else {
      expect(status).toBe(401);
      expect(body).toEqual({ code: 401, msg: '请先登录' });
    }
  });

  it.each(staffRoles.map((role) => [role]))('as %s: 403 unless the route lists the role', async (role) => {
    // A fresh session per call: some calls (退出登录) end it.
    const as = await server.sessionFor(demoStaffOf[role]);
    const { status, body } = await call(route, as);
    if (route.public || (route.roles as readonly StaffRole[]).includes(role)) {
      expect(status).toBe(200);
      expect([401, 403, '403']).not.toContain(body.code);
    } else {
      expect(status).toBe(403);
      expect(body).toEqual({ code: 403, msg: '无权执行此操作' });
    }
  });

  it("is not a call of the portal's origin (404 there)", async () => {
    const response = await fetch(`${server.portal.origin}/api${route.path}`, {
      method: route.method,
      ...(route.method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
    });
    expect(response.status).toBe(404);
  });
});

describe('the route table', () => {
  it('lets 管理员 alone reach 后台账号, 操作日志, 登录日志 and 敏感词', () => {
    for (const route of routes.filter((r) => /^(staff|audit|sensitiveWords)\./.test(r.name)))
      expect([route.name, route.roles]).toEqual([route.name, ['admin']]);
  });

  it('has only logging in and out public', () => {
    expect(routes.filter((r) => r.public).map((r) => r.name)).toEqual(['session.login', 'session.logout']);
  });

  it('refuses to register a route that declares no roles', async () => {
    const app = Fastify();
    const route = {
      name: 'x.open',
      method: 'GET',
      path: '/x/open',
      roles: [],
      reads: true,
      data: Type.Null(),
    } as unknown as AdminRouteDefinition;
    expect(() =>
      registerAdminRoutes(app, {
        db: server.db,
        adminOrigin: () => server.origin,
        cookieName: () => 'admin_session',
        routes: [route],
        handlers: { 'x.open': () => Promise.resolve(null) } as never,
      }),
    ).toThrow(/declares no roles/);
    await app.close();
  });

  it('refuses a route added to the API scope without a declaration', async () => {
    const app = Fastify();
    void app.register(
      (api, _options, done) => {
        registerAdminRoutes(api, {
          db: server.db,
          adminOrigin: () => server.origin,
          cookieName: () => 'admin_session',
          routes: [],
          handlers: {} as never,
        });
        try {
          api.get('/sneaky', () => 'open');
          done();
        } catch (error) {
          done(error as Error);
        }
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow(/GET \/api\/sneaky: a back-office route must be declared/);
  });
});
