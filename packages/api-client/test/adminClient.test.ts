import { describe, expect, it } from 'vitest';
import {
  adminRoutes,
  createAdminClient,
  staffPasswordProblem,
  type AdminRouteDefinition,
} from '../src/admin/index';
import { rejection } from './rejection';

type Sent = { url: string; init: RequestInit };

/** A client whose `fetch` answers `status` and `body` and records what was sent (the network edge). */
function clientAnswering(status: number, body: unknown) {
  const sent: Sent[] = [];
  const client = createAdminClient({
    baseUrl: 'https://admin.example.test/api',
    fetch: (url, init) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    },
  });
  return { client, sent };
}

describe('createAdminClient', () => {
  it("sends a GET call's query, only its declared fields", async () => {
    const { client, sent } = clientAnswering(200, {
      code: 200,
      msg: '操作成功',
      data: { rows: [], total: 0 },
    });
    const extra = { pageNum: 2, pageSize: 20, keyword: '王', role: undefined, notAField: 'x' };
    await client.staff.list(extra);
    expect(sent[0]?.url).toBe(
      'https://admin.example.test/api/staff/list?pageNum=2&pageSize=20&keyword=%E7%8E%8B',
    );
    expect(sent[0]?.init.method).toBe('GET');
  });

  it("sends a POST call's body as JSON, without the portal's XSRF header", async () => {
    const member = {
      id: '1',
      loginName: 'editor',
      displayName: '编辑',
      role: 'editor',
      totpEnabled: false,
      mustChangePassword: false,
      totpRequired: false,
    };
    const { client, sent } = clientAnswering(200, { code: 200, msg: '操作成功', data: member });
    expect(await client.session.login({ loginName: 'editor', password: 'Admin2026demo' })).toEqual(member);
    expect(sent[0]?.init.body).toBe('{"loginName":"editor","password":"Admin2026demo"}');
    expect(new Headers(sent[0]?.init.headers).has('x-xsrf-token')).toBe(false);
    expect(sent[0]?.init.credentials).toBe('include');
  });

  it("rejects HTTP 401 as unauthenticated with the server's message, and 403 as forbidden", async () => {
    const expired = await rejection(
      clientAnswering(401, { code: 401, msg: '登录已过期，请重新登录' }).client.session.current(),
    );
    expect([expired.kind, expired.message, expired.status]).toEqual([
      'unauthenticated',
      '登录已过期，请重新登录',
      401,
    ]);
    const forbidden = await rejection(
      clientAnswering(403, { code: 403, msg: '无权执行此操作' }).client.audit.logins({
        pageNum: 1,
        pageSize: 10,
      }),
    );
    expect([forbidden.kind, forbidden.message]).toEqual(['forbidden', '无权执行此操作']);
    const refused = await rejection(
      clientAnswering(200, { code: 429, msg: '账号已锁定，请 15 分钟后再试' }).client.session.login({
        loginName: 'a',
        password: 'b',
      }),
    );
    expect([refused.kind, refused.message, refused.code]).toEqual([
      'business',
      '账号已锁定，请 15 分钟后再试',
      429,
    ]);
  });

  it('has one function per route of adminRoutes', () => {
    const { client } = clientAnswering(200, {});
    const routes: readonly AdminRouteDefinition[] = adminRoutes;
    for (const route of routes) {
      const [resource = '', name = ''] = route.name.split('.');
      expect(typeof (client as unknown as Record<string, Record<string, unknown>>)[resource]?.[name]).toBe(
        'function',
      );
    }
  });
});

describe('the route table', () => {
  it('declares roles for every call but logging in and out', () => {
    const routes: readonly AdminRouteDefinition[] = adminRoutes;
    for (const route of routes) expect(route.public === true || route.roles.length > 0).toBe(true);
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
  });
});

describe('staffPasswordProblem', () => {
  it('asks for 10 to 64 characters with a letter and a digit', () => {
    expect(staffPasswordProblem('Admin2026demo')).toBeNull();
    expect(staffPasswordProblem('Short1')).toBe('密码长度应为10-64位');
    expect(staffPasswordProblem('onlyletterslong')).toBe('密码需同时包含字母和数字');
  });
});
