import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiClient } from '@art-portal/api-client';

/** What a rebuild at scale measured: its time, the command's and the API's peak memory, searches made meanwhile. */
export type RebuildFigures = {
  seconds: number;
  commandPeakMiB: number;
  apiPeakMiB: number;
  searches: number;
  failedSearches: number;
  /** A word on every generated work, searched after the rebuild. */
  generated: { total: number; totalCapped: boolean };
};

const api = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs `pnpm --filter @art-portal/api reindex` against `databaseUrl` as an operator would, its progress lines shown,
 * while this process (the API) answers a search every second; the API's resident memory is sampled meanwhile.
 */
export async function rebuildIndex(client: ApiClient, databaseUrl: string): Promise<RebuildFigures> {
  let apiPeak = process.memoryUsage().rss;
  let searches = 0;
  let failedSearches = 0;
  let running = true;
  const sampler = setInterval(() => {
    apiPeak = Math.max(apiPeak, process.memoryUsage().rss);
  }, 250);
  const searching = (async () => {
    while (running) {
      const ok = await client.search.list({ keyword: '流光', pageNum: 1, pageSize: 10 }).then(
        (page) => page.total > 0,
        () => false,
      );
      searches += 1;
      if (!ok) failedSearches += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  const started = performance.now();
  let output = '';
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      'pnpm',
      ['exec', 'tsx', '--conditions=@art-portal/source', 'src/search/reindexCommand.ts'],
      {
        cwd: api,
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on('close', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await searching;
  clearInterval(sampler);
  if (code !== 0) throw new Error(`reindex exited with ${code}`);
  const after = await client.search.list({ keyword: '生成', pageNum: 1, pageSize: 10 });
  const peak = /peak resident memory (\d+) MiB/.exec(output);
  return {
    seconds,
    commandPeakMiB: Number(peak?.[1] ?? Number.NaN),
    apiPeakMiB: apiPeak / 1024 / 1024,
    searches,
    failedSearches,
    generated: { total: after.total, totalCapped: after.totalCapped === true },
  };
}
