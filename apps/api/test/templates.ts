import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/openDatabase';
import { seedDatabase } from '../src/seed/seedDatabase';

/** Migrates and seeds a PGlite data directory once, for test servers to copy. */
export async function createPgliteTemplate(): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'art-portal-api-template-'));
  const database = await openDatabase({ databaseUrl: null, dataDir });
  await seedDatabase(database.db, { dataDir });
  await database.close();
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

async function admin<T>(base: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database URL on the same server as `base`, naming `database`. */
function withDatabase(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Migrates and seeds a PostgreSQL template database once; test servers clone it with CREATE DATABASE … TEMPLATE. */
export async function createPostgresTemplate(
  base: string,
): Promise<{ name: string; dataDir: string; remove: () => Promise<void> }> {
  const name = `api_template_${randomBytes(5).toString('hex')}`;
  await admin(base, (c) => c.query(`create database ${name}`));
  const dataDir = await mkdtemp(join(tmpdir(), 'art-portal-api-template-'));
  const database = await openDatabase({ databaseUrl: withDatabase(base, name), dataDir });
  await seedDatabase(database.db, { dataDir });
  await database.close();
  return {
    name,
    dataDir,
    remove: async () => {
      await admin(base, (c) => c.query(`drop database if exists ${name} with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Drops a test database once the sessions of a just-ended pool have gone: forcing it while one is still
 * saying goodbye sends that client a FATAL it has no listener for (an unhandled error in the run).
 */
async function dropWhenIdle(base: string, name: string): Promise<void> {
  await admin(base, async (c) => {
    for (let tries = 0; tries < 50; tries += 1) {
      const { rows } = await c.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await c.query(`drop database if exists ${name} with (force)`);
  });
}

/** Clones the template database into a fresh one; returns its URL and how to drop it. */
export async function clonePostgres(
  base: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  await admin(base, (c) => c.query(`create database ${name} template ${template}`));
  return {
    url: withDatabase(base, name),
    drop: () => dropWhenIdle(base, name),
  };
}
