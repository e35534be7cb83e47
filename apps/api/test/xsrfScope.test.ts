import { routes, type RouteDefinition } from '@art-portal/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminReviewPath, readAdminEndpoint } from '../src/admin/adminEndpoint';
import { runReview } from '../src/admin/runReview';
import { loadStorageSecret, localAccessId, signUpload } from '../src/storage/uploadPolicy';
import { startTestServer, testDatabaseKind, type TestServer } from './startTestServer';

const refusedAsForged = { code: '403', msg: '请求校验失败，请刷新页面后重试' };
const table: readonly RouteDefinition[] = routes;
const writes = table.filter((route) => !route.reads && route.method === 'POST');
const readPosts = table.filter((route) => route.reads && route.method === 'POST');

function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function envelopeOf(response: Response): Promise<unknown> {
  return response.json();
}

for (const apiPrefix of ['', '/api']) {
  describe(`the XSRF check with API_PREFIX="${apiPrefix}"`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({}, { apiPrefix });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('refuses every write of the contract without the echoed cookie', async () => {
      for (const route of writes) {
        const forged = await postJson(`${server.origin}${apiPrefix}${route.path}`, {});
        expect(forged.status, route.name).toBe(403);
        expect(await envelopeOf(forged), route.name).toEqual(refusedAsForged);
      }
    });

    it('takes a write that echoes the cookie', async () => {
      const token = await server.tokenFor('13800000002');
      const url = `${server.origin}${apiPrefix}/portal/customer/logout`;
      const authorization = `Bearer ${token}`;
      const mismatched = await postJson(
        url,
        {},
        { authorization, cookie: 'XSRF-TOKEN=t0ken', 'x-xsrf-token': 'other' },
      );
      expect(mismatched.status).toBe(403);
      const echoed = await postJson(
        url,
        {},
        { authorization, cookie: 'XSRF-TOKEN=t0ken', 'x-xsrf-token': 't0ken' },
      );
      expect(echoed.status).toBe(200);
      expect(await envelopeOf(echoed)).toEqual({ code: 200, msg: '操作成功', data: null });
      const afterLogout = await postJson(
        `${server.origin}${apiPrefix}/portal/customer/selectInfo`,
        {},
        { authorization },
      );
      expect(await envelopeOf(afterLogout)).toMatchObject({ code: 10001 });
    });

    it('answers a POST that only reads without the cookie, as it answers a GET', async () => {
      const token = await server.tokenFor('13800000001');
      for (const route of readPosts) {
        const headers: Record<string, string> = route.login ? { authorization: `Bearer ${token}` } : {};
        const response = await postJson(`${server.origin}${apiPrefix}${route.path}`, {}, headers);
        expect(response.status, route.name).toBe(200);
        expect(await envelopeOf(response), route.name).toMatchObject({ msg: expect.any(String) as unknown });
      }
    });

    it('does not cover the storage host, whose uploads are signed instead', async () => {
      const secret = await loadStorageSecret(server.app.database.db, null);
      const sign = signUpload({
        secret,
        accessId: localAccessId,
        host: `${server.origin}/storage`,
        dir: 'uploads/xsrf/',
        maxBytes: 100,
      });
      const form = new FormData();
      form.append('key', 'uploads/xsrf/a.bin');
      form.append('policy', sign.policy);
      form.append('OSSAccessKeyId', sign.accessId);
      form.append('signature', sign.signature);
      form.append('success_action_status', '200');
      form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'a.bin');
      expect((await fetch(`${server.origin}/storage`, { method: 'POST', body: form })).status).toBe(200);
      expect((await fetch(`${server.origin}/storage/uploads/xsrf/a.bin`)).status).toBe(200);
    });

    it('answers a write to an unknown path as unknown, not as forged', async () => {
      const response = await postJson(`${server.origin}${apiPrefix}/no/such/call`, {});
      expect(response.status).toBe(404);
      expect(await envelopeOf(response)).toEqual({ code: 404, msg: '请求的资源不存在' });
    });

    if (testDatabaseKind() === 'pglite') {
      it('does not cover the admin review, which has its own secret and loopback check', async () => {
        const secret = readAdminEndpoint(server.config.dataDir)?.secret;
        expect(secret).toBeTruthy();
        const direct = await postJson(
          `${server.origin}${adminReviewPath}`,
          { phone: '13999999999', verdict: 'pass' },
          { authorization: `Bearer ${secret ?? ''}` },
        );
        expect(direct.status).toBe(200);
        expect(await envelopeOf(direct)).toEqual({ code: 200, msg: '操作成功', data: { found: false } });
        expect(await runReview(server.config, { phone: '13800000002', verdict: 'pass' })).toEqual({
          found: true,
          via: 'server',
        });
        const api = await server.ready(await server.tokenFor('13800000002'));
        expect((await api.customer.getInfo()).authStatus).toBe(1);
        const unauthorised = await postJson(`${server.origin}${adminReviewPath}`, {
          phone: '13800000002',
          verdict: 'fail',
        });
        expect(unauthorised.status).toBe(401);
      });
    }
  });
}
