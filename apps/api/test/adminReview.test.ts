import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, type ApiClient } from '@art-portal/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminEndpointFile,
  adminReviewPath,
  readAdminEndpoint,
  UnsafeAdminEndpointError,
  writeAdminEndpoint,
  type AdminEndpoint,
} from '../src/admin/adminEndpoint';
import { runReview } from '../src/admin/runReview';
import { buildApp, type App } from '../src/app/buildApp';
import { issueToken } from '../src/auth/tokens';
import { loadConfig, type ApiConfig } from '../src/config/loadConfig';
import { openDatabase, type Db } from '../src/db/openDatabase';
import { customers, messages } from '../src/db/schema';
import { startTestServer, testDatabaseKind, type TestServer } from './startTestServer';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs the reviewer's command as `pnpm --filter @art-portal/api review` does, in its own process. */
function reviewCli(
  dataDir: string,
  args: string[],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(packageRoot, 'node_modules', '.bin', 'tsx'),
      ['--conditions=@art-portal/source', 'src/admin/reviewCommand.ts', ...args],
      {
        cwd: packageRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function customer(
  db: Db,
  phone: string,
): Promise<{ id: number; authStatus: number | null; inbox: string[] }> {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone));
  if (!row) throw new Error(`no customer ${phone}`);
  const inbox = await db.select().from(messages).where(eq(messages.customerId, row.id));
  return { id: row.id, authStatus: row.authStatus, inbox: inbox.map((m) => `${m.title}|${m.content}`) };
}

async function clientOf(app: App, origin: string, phone: string): Promise<ApiClient> {
  const { id } = await customer(app.database.db, phone);
  const token = (await issueToken(app.database.db, id, 3600)).access_token;
  const api = createApiClient({ baseURL: `${origin}/api`, getToken: () => token });
  await api.home.countVisit();
  return api;
}

function post(
  origin: string,
  headers: Record<string, string>,
  body: unknown,
  path = adminReviewPath,
): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

if (testDatabaseKind() === 'pglite') {
  describe('the review command and a server on PGlite', () => {
    let dataDir: string;
    let config: ApiConfig;
    let app: App;
    let origin: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'art-portal-api-review-'));
      await cp(inject('templateDataDir'), dataDir, { recursive: true });
      config = loadConfig({ DATA_DIR: dataDir, PORT: '0', WARM_SEED_IMAGES: '0', LOG_LEVEL: 'warn' });
      // As `start` does: the app opens (and claims) the PGlite directory itself and closes it with the app.
      app = await buildApp(config, { logger: false });
      origin = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await app?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    describe('while the server runs', () => {
      it('writes its loopback URL and a fresh random secret to a file only this user can read', () => {
        const file = adminEndpointFile(dataDir);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        const endpoint = JSON.parse(readFileSync(file, 'utf8')) as AdminEndpoint;
        expect(endpoint.url).toBe(origin);
        expect(endpoint.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(endpoint.pid).toBe(process.pid);
        expect(readAdminEndpoint(dataDir)).toEqual(endpoint);
      });

      it('reviews through the server, and the customer sees the verdict and the message at once', async () => {
        const api = await clientOf(app, origin, '13800000002');
        expect((await api.customer.getInfo()).authStatus).toBe(0);
        expect(await runReview(config, { phone: '13800000002', verdict: 'pass' })).toEqual({
          found: true,
          via: 'server',
        });
        expect((await api.customer.getInfo()).authStatus).toBe(1);
        const inbox = await api.messages.list({ pageNum: 1, pageSize: 10 });
        expect(inbox.rows[0]).toMatchObject({ title: '认证审核通过', read: false });

        const other = await clientOf(app, origin, '13800000001');
        expect(
          await runReview(config, { phone: '13800000001', verdict: 'fail', reason: '学号无法核验' }),
        ).toEqual({ found: true, via: 'server' });
        expect((await other.customer.getInfo()).authStatus).toBe(2);
        const otherInbox = await other.messages.list({ pageNum: 1, pageSize: 10 });
        expect(otherInbox.rows[0]).toMatchObject({ title: '认证审核未通过' });
        expect(otherInbox.rows[0]?.content).toContain('学号无法核验');

        expect(await runReview(config, { phone: '13999999999', verdict: 'pass' })).toEqual({
          found: false,
          via: 'server',
        });
      });

      it('works from the command in another process, which could not open the held directory itself', async () => {
        const before = await customer(app.database.db, '13800000004');
        expect(before.authStatus).toBe(2);
        const passed = await reviewCli(dataDir, ['13800000004', 'pass']);
        expect(passed).toEqual({
          status: 0,
          stdout: '[review] 13800000004: 审核通过, message sent\n',
          stderr: '',
        });
        const after = await customer(app.database.db, '13800000004');
        expect(after.authStatus).toBe(1);
        expect(after.inbox).toHaveLength(before.inbox.length + 1);
        expect(after.inbox).toContain(
          '认证审核通过|恭喜，您的认证信息已审核通过，现在可以参与全部征集活动。',
        );

        expect(await reviewCli(dataDir, ['13999999999', 'fail', '材料', '不全'])).toEqual({
          status: 1,
          stdout: '[review] no customer with phone 13999999999\n',
          stderr: '',
        });
      }, 60_000);

      it('refuses the admin call without the right secret and changes nothing', async () => {
        const before = await customer(app.database.db, '13800000003');
        const secret = readAdminEndpoint(dataDir)?.secret ?? '';
        const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
        const review = { phone: '13800000003', verdict: 'fail', reason: '伪造' };
        const refusals = [
          await post(origin, {}, review),
          await post(origin, { authorization: 'Bearer ' }, review),
          await post(origin, { authorization: `Bearer ${wrong}` }, review),
          await post(origin, { authorization: `Bearer ${secret}x` }, review),
          await post(
            origin,
            { authorization: `Basic ${Buffer.from(`admin:${secret}`).toString('base64')}` },
            review,
          ),
          await post(origin, { authorization: secret }, review),
          await post(origin, { cookie: `secret=${secret}` }, { ...review, secret }),
        ];
        for (const response of refusals) {
          expect(response.status).toBe(401);
          expect(await response.json()).toEqual({ code: 401, msg: '未授权' });
        }
        expect((await fetch(`${origin}${adminReviewPath}?secret=${secret}`)).status).toBe(404);
        expect(
          (await post(origin, { authorization: `Bearer ${secret}` }, review, `/api${adminReviewPath}`))
            .status,
        ).not.toBe(200);
        const invalid = await post(
          origin,
          { authorization: `Bearer ${secret}` },
          { phone: '13800000003', verdict: 'maybe' },
        );
        expect(((await invalid.json()) as { code: number }).code).toBe(400);
        expect(await customer(app.database.db, '13800000003')).toEqual(before);
      });

      it('keeps the admin call out of the OpenAPI document', async () => {
        const doc = (await (await fetch(`${origin}/openapi.json`)).json()) as {
          paths: Record<string, unknown>;
        };
        expect(Object.keys(doc.paths).filter((path) => path.includes('admin'))).toEqual([]);
        expect(Object.keys(doc.paths)).toHaveLength(
          Object.keys(doc.paths).filter((path) => path.startsWith('/api/')).length,
        );
      });
    });

    describe('after the server closes', () => {
      beforeAll(async () => {
        await app.close();
      });

      it('has removed the file, and the command opens the database itself', async () => {
        expect(existsSync(adminEndpointFile(dataDir))).toBe(false);
        expect(
          await runReview(config, { phone: '13800000002', verdict: 'fail', reason: '照片模糊' }),
        ).toEqual({ found: true, via: 'database' });
        const database = await openDatabase({ databaseUrl: null, dataDir });
        try {
          const reviewed = await customer(database.db, '13800000002');
          expect(reviewed.authStatus).toBe(2);
          expect(reviewed.inbox.some((m) => m.startsWith('认证审核未通过|') && m.includes('照片模糊'))).toBe(
            true,
          );
        } finally {
          await database.close();
        }
      });

      it('ignores a file left by a server that no longer answers', async () => {
        writeAdminEndpoint(dataDir, { url: origin, secret: 'a'.repeat(43), pid: process.pid });
        expect(await runReview(config, { phone: '13800000003', verdict: 'pass' })).toEqual({
          found: true,
          via: 'database',
        });
        const spawned = await reviewCli(dataDir, ['13800000001', 'pass']);
        expect(spawned).toEqual({
          status: 0,
          stdout: '[review] 13800000001: 审核通过, message sent\n',
          stderr: '',
        });
      }, 60_000);

      it('does not trust a file that other users may read', async () => {
        writeAdminEndpoint(dataDir, { url: origin, secret: 'a'.repeat(43), pid: process.pid });
        chmodSync(adminEndpointFile(dataDir), 0o644);
        await expect(runReview(config, { phone: '13800000003', verdict: 'fail' })).rejects.toBeInstanceOf(
          UnsafeAdminEndpointError,
        );
      });
    });
  });
} else {
  describe('the review command and a server on PostgreSQL', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await server?.close();
    });

    it('has no admin file or route, and the command writes to the database alongside the server', async () => {
      expect(existsSync(adminEndpointFile(server.config.dataDir))).toBe(false);
      expect((await post(server.origin, {}, { phone: '13800000002', verdict: 'pass' })).status).toBe(404);
      const api = await server.ready(await server.tokenFor('13800000002'));
      expect((await api.customer.getInfo()).authStatus).toBe(0);
      expect(await runReview(server.config, { phone: '13800000002', verdict: 'pass' })).toEqual({
        found: true,
        via: 'database',
      });
      expect((await api.customer.getInfo()).authStatus).toBe(1);
      expect((await api.messages.list({ pageNum: 1, pageSize: 10 })).rows[0]).toMatchObject({
        title: '认证审核通过',
      });
    });
  });
}
