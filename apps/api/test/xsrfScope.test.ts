import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminReviewPath, readAdminEndpoint } from '../src/admin/adminEndpoint';
import { runReview } from '../src/admin/runReview';
import { loadStorageSecret, localAccessId, signUpload } from '../src/storage/uploadPolicy';
import { startTestServer, testDatabaseKind, type TestServer } from './startTestServer';

const refusedAsForged = { code: '403', msg: '请求校验失败，请刷新页面后重试' };

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

    it('refuses a contract call without the echoed cookie and takes it with it', async () => {
      const url = `${server.origin}${apiPrefix}/portal/banner/selectList`;
      const forged = await postJson(url, {});
      expect(forged.status).toBe(403);
      expect(await envelopeOf(forged)).toEqual(refusedAsForged);
      const ok = await postJson(url, {}, { cookie: 'XSRF-TOKEN=t0ken', 'x-xsrf-token': 't0ken' });
      expect(ok.status).toBe(200);
      expect(await envelopeOf(ok)).toMatchObject({ code: 200 });
      expect(await (await server.ready()).home.countVisit()).toEqual({
        total: expect.any(Number) as unknown,
      });
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
