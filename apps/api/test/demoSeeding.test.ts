import { rm } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startSoakServer } from '../soak/soakServer';
import { openDatabase } from '../src/db/openDatabase';
import { customers, staff } from '../src/db/schema';
import { testDatabaseKind } from './startTestServer';
import { clonePostgres } from './templates';

/** Starts `src/main.ts` as its own process on an empty database; answers what it then holds. */
async function startOnEmptyDatabase(
  env: Record<string, string>,
): Promise<{ banners: number; customers: number; staff: number }> {
  const base = process.env.TEST_DATABASE_URL;
  const empty = testDatabaseKind() === 'postgres' && base ? await clonePostgres(base, 'template1') : null;
  const server = await startSoakServer({ DATABASE_URL: empty?.url ?? '', ...env });
  try {
    const response = await fetch(`${server.baseUrl}/api/portal/banner/selectList`, {
      method: 'POST',
      headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
    });
    const { data } = (await response.json()) as { data: unknown[] };
    await server.stop();
    const database = await openDatabase({ databaseUrl: empty?.url ?? null, dataDir: server.dataDir });
    try {
      const [row] = await database.db.select({ n: count() }).from(customers);
      const [members] = await database.db.select({ n: count() }).from(staff);
      return { banners: data.length, customers: row?.n ?? -1, staff: members?.n ?? -1 };
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
    await empty?.drop();
  }
}

describe('demo content at start', () => {
  it('is not seeded into an empty database in production mode, nor the demo staff', async () => {
    expect(await startOnEmptyDatabase({ NODE_ENV: 'production' })).toEqual({
      banners: 0,
      customers: 0,
      staff: 0,
    });
  }, 180_000);

  it('is seeded in production mode when SEED_DEMO=1 asks for it, with the three demo staff', async () => {
    expect(await startOnEmptyDatabase({ NODE_ENV: 'production', SEED_DEMO: '1' })).toEqual({
      banners: 6,
      customers: 4,
      staff: 3,
    });
  }, 180_000);
});
