import { loadConfig } from '../config/loadConfig';
import { openDatabase } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { sql } from 'drizzle-orm';
import { createPostgresSearchIndex } from './createPostgresSearchIndex';
import { reindexAll } from './reindexAll';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    console.error(`[reindex] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
try {
  const started = Date.now();
  await reindexAll(createPostgresSearchIndex(database.db));
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from search_documents`,
  );
  console.log(`[reindex] ${row?.n ?? 0} records indexed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
} finally {
  await database.close();
}
