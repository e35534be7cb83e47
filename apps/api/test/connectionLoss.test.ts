import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/openDatabase';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ READ_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await server?.close();
});

/** Ends every session of the server's database but the caller's, as a PostgreSQL restart or failover does. */
async function terminateSessions(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

it('keeps running when PostgreSQL ends its idle connections, and answers the next request from a new one', async () => {
  const api = server.client();
  await Promise.all([
    api.artworks.list({ pageNum: 1, pageSize: 4 }),
    api.news.list({ pageNum: 1, pageSize: 4 }),
  ]);
  const databaseUrl = server.config.databaseUrl;
  if (!databaseUrl) throw new Error('this file runs in the PostgreSQL project only');

  expect(await terminateSessions(databaseUrl)).toBeGreaterThan(0);
  // The pool hears of each ended session on its own schedule; give it a moment before asking again.
  await new Promise((resolve) => setTimeout(resolve, 200));

  const page = await api.artworks.list({ pageNum: 1, pageSize: 4 });
  expect(page.rows.length).toBeGreaterThan(0);
});

it('keeps running when PostgreSQL ends a connection in use (a transaction between two queries), and serves the next query', async () => {
  const databaseUrl = server.config.databaseUrl;
  if (!databaseUrl) throw new Error('this file runs in the PostgreSQL project only');
  const dataDir = mkdtempSync(join(tmpdir(), 'art-portal-connection-'));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    // Unheard, the checked-out client's error event is an uncaught exception: the test process would end here.
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      expect(await terminateSessions(databaseUrl)).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 2`);
    });
    await expect(transaction).rejects.toThrow();
    const answer = (await database.db.execute(sql`select 3 as n`)) as { rows: unknown[] };
    expect(answer.rows).toEqual([{ n: 3 }]);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
