import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readAdminEndpoint } from '../src/admin/adminEndpoint';
import { buildApp, type App } from '../src/app/buildApp';
import { loadConfig } from '../src/config/loadConfig';
import { openDatabase } from '../src/db/openDatabase';
import { settings } from '../src/db/schema';
import { seedDatabase } from '../src/seed/seedDatabase';
import { startTestServer, testDatabaseKind, type TestServer } from './startTestServer';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs `pnpm --filter @art-portal/api seed` as its own process. */
function seedCli(dataDir: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(packageRoot, 'node_modules', '.bin', 'tsx'),
      ['--conditions=@art-portal/source', 'src/seed/seedCommand.ts'],
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

if (testDatabaseKind() === 'pglite') {
  describe('the seed command while a server holds the PGlite directory', () => {
    let dataDir: string;
    let app: App;
    let origin: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'art-portal-api-seed-'));
      await cp(inject('templateDataDir'), dataDir, { recursive: true });
      app = await buildApp(
        loadConfig({ DATA_DIR: dataDir, PORT: '0', WARM_SEED_IMAGES: '0', LOG_LEVEL: 'warn' }),
        { logger: false },
      );
      origin = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await app?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('refuses without opening the directory, which the server keeps serving', async () => {
      expect(readAdminEndpoint(dataDir)?.pid).toBe(process.pid);
      const seeded = await seedCli(dataDir);
      expect(seeded.status).toBe(1);
      expect(seeded.stdout).toBe('');
      expect(seeded.stderr).toContain(`is in use by process ${process.pid}`);
      expect(await app.database.db.select().from(settings)).toContainEqual(
        expect.objectContaining({ key: 'seeded_at' }),
      );
      const banners = await fetch(`${origin}/api/portal/banner/selectList`, {
        method: 'POST',
        headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
      });
      expect(await banners.json()).toMatchObject({
        code: 200,
        data: expect.arrayContaining([
          expect.objectContaining({ title: expect.any(String) as unknown }),
        ]) as unknown,
      });
    }, 60_000);
  });
} else {
  describe('seeding alongside a server on PostgreSQL', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await server?.close();
    });

    it('opens the database beside the server and leaves the seeded content as it is', async () => {
      const database = await openDatabase({
        databaseUrl: server.config.databaseUrl,
        dataDir: server.config.dataDir,
      });
      try {
        expect(await seedDatabase(database.db, { dataDir: server.config.dataDir })).toBe(false);
      } finally {
        await database.close();
      }
      expect(await server.app.database.db.select().from(settings)).toContainEqual(
        expect.objectContaining({ key: 'seeded_at' }),
      );
    });
  });
}
