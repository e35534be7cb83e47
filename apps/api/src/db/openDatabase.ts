import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockPgliteDir } from './pgliteLock';
import * as schema from './schema';

/** The one query layer: Drizzle over PGlite or node-postgres, same schema either way. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open, migrated database and how to close it. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL's pool: connections open, idle, and requests waiting for one. */
  connections?: () => { total: number; idle: number; waiting: number };
};

// The build copies the SQL beside the bundle (dist/migrations), so a deployment needs no part of src/.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations and seeding when several instances start against one PostgreSQL. */
const startupLockKey = 720_531_001;

/**
 * Opens the database (PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir/pglite`) and
 * applies pending migrations.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    // A database that cannot be reached fails a request within seconds (503) instead of holding it.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // A restart, a failover or a forced drop ends sessions, and an error event unheard would end the process. Each
    // connection hears its own, checked out (a transaction between two queries, a query in flight: its query fails,
    // 503, and the pool drops it when it comes back) or idle (the pool replaces it). The pool repeats an idle one's
    // error as its own: heard, already reported.
    pool.on('connect', (client) =>
      client.on('error', (error) =>
        process.emitWarning(
          `PostgreSQL ended a connection (${error.message}); the pool opens a new one when needed`,
        ),
      ),
    );
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, schema });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [startupLockKey]);
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = lockPgliteDir(options.dataDir);
  try {
    const client = await PGlite.create(dir);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
