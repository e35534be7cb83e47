import { parseArgs } from 'node:util';
import type { SearchKind } from '@art-portal/api-client';
import { SingleBar } from 'cli-progress';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config/loadConfig';
import { openDatabase } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { createPostgresSearchIndex } from './createPostgresSearchIndex';
import { parseReindexStart } from './parseReindexStart';
import { reindexAll } from './reindexAll';
import { searchKinds } from './searchKinds';

const usage =
  'usage: reindex [--from <kind>:<id>]   (resume after record <id> of <kind>, e.g. artworks:523000)';

const { values } = parseArgs({ options: { from: { type: 'string' } }, strict: true });
const from = values.from === undefined ? undefined : parseReindexStart(values.from);
if (from === null) {
  console.error(`[reindex] --from ${values.from}: not a kind and an id.\n${usage}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    console.error(`[reindex] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

// A terminal gets a bar; a log (not a TTY) gets a plain line every 10 s.
const bar = new SingleBar({
  format: '[reindex] {kind} [{bar}] {percentage}% | {value}/{total} | {rate}/s | ETA {eta_formatted}',
  noTTYOutput: true,
  notTTYSchedule: 10_000,
  etaBuffer: 20,
  hideCursor: true,
});
let current: { kind: SearchKind; lastId: number } | null = null;
let kindStarted = 0;

process.once('SIGINT', () => {
  bar.stop();
  if (current) console.log(`\n[reindex] stopped; resume with --from ${current.kind}:${current.lastId}`);
  process.exit(130);
});

async function countOf(kind: SearchKind): Promise<number> {
  const { table } = searchKinds[kind].source;
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${table}`);
  return Number(row?.n ?? 0);
}

try {
  const started = Date.now();
  const done = await reindexAll(createPostgresSearchIndex(database.db), {
    ...(from ? { from } : {}),
    onKind: async (kind) => {
      if (current) bar.stop();
      current = { kind, lastId: from?.kind === kind ? from.after : 0 };
      kindStarted = Date.now();
      bar.start(await countOf(kind), 0, { kind, rate: 0 });
    },
    onBatch: ({ kind, records, lastId }) => {
      current = { kind, lastId };
      const seconds = (Date.now() - kindStarted) / 1000;
      bar.update(Math.min(records, bar.getTotal()), {
        kind,
        rate: Math.round(records / Math.max(seconds, 0.001)),
      });
    },
  });
  bar.stop();
  for (const { kind, records } of done) console.log(`[reindex] ${kind}: ${records} records read`);
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from search_documents`,
  );
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(
    `[reindex] ${row?.n ?? 0} records indexed (${((Date.now() - started) / 1000).toFixed(1)} s, peak resident memory ${peak.toFixed(0)} MiB)`,
  );
} finally {
  await database.close();
}
