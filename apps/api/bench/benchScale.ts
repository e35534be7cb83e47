import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient } from '@art-portal/api-client';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/app/buildApp';
import { loadConfig, type ApiConfig } from '../src/config/loadConfig';
import { queryRows } from '../src/db/queryRows';
import { loadPortalRenderer } from '../src/portal/loadPortalRenderer';
import { seedDatabase } from '../src/seed/seedDatabase';
import { portalBuild } from './servePortal';
import { adminProbes } from './adminProbes';
import { rebuildIndex, type RebuildFigures } from './rebuildIndex';
import { growCatalogue, growSearchIndex, shrinkCatalogue, type DemoMaxIds } from './growCatalogue';

/*
 * `pnpm bench:scale`: the API (read cache off) and the portal's renderer in this process, on a PostgreSQL of its own
 * (BENCH_DATABASE_URL, or a throw-away cluster on port BENCH_PG_PORT, 54342) with the demo content. It times each
 * public call and page at the demo size, then grows the catalogue in the database to each of BENCH_SIZES works
 * (default 10000,100000,1000000; news, courses, calls and entries in proportion) and times them again, printing each
 * beside its demo figure. Then the same on PGlite at BENCH_PGLITE_SIZE (10000) works. Each figure: the median of
 * BENCH_RUNS (7) calls one after another on loopback, after one call not timed.
 */

const runs = Number(process.env.BENCH_RUNS ?? 7);
const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const pgliteSize = Number(process.env.BENCH_PGLITE_SIZE ?? 10_000);
/** The deepest page of 12 the API offers (LIST_DEPTH 10 000). */
const deepPage = Math.floor(10_000 / 12);

type Probe = [name: string, run: () => Promise<unknown>];

function probes(api: ApiClient, base: string, render: boolean): Probe[] {
  const page = (pageNum: number, pageSize = 12) => ({ pageNum, pageSize });
  const html = (path: string) => async () => {
    const response = await fetch(`${base}${path}`);
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return response.text();
  };
  return [
    ['数字作品 page 1 (artworks.list)', () => api.artworks.list(page(1))],
    [`数字作品 page ${deepPage}`, () => api.artworks.list(page(deepPage))],
    ['作品类别 filter', () => api.artworks.list({ ...page(1), productType: 2 })],
    [`作品类别 filter, page ${deepPage}`, () => api.artworks.list({ ...page(deepPage), productType: 2 })],
    ['作品来源 filter', () => api.artworks.list({ ...page(1), productInfoType: 2 })],
    ['both filters', () => api.artworks.list({ ...page(1), productType: 2, productInfoType: 2 })],
    ['keyword, demo word (流光)', () => api.artworks.list({ ...page(1), keyword: '流光' })],
    ['keyword, on every generated work (生成)', () => api.artworks.list({ ...page(1), keyword: '生成' })],
    [
      'keyword, rare (one generated title)',
      () => api.artworks.list({ ...page(1), keyword: '生成作品 4321' }),
    ],
    ['keyword, no match', () => api.artworks.list({ ...page(1), keyword: '无此作品名' })],
    ['作品详情 (artworks.get)', () => api.artworks.get({ id: 1 })],
    ['related works (artworks.listRelated)', () => api.artworks.listRelated({ id: 1 })],
    ['production columns', () => api.artworks.listColumns(page(1, 4))],
    ['行业资讯 page 1 (news.list)', () => api.news.list(page(1, 8))],
    ['行业资讯 deep page', () => api.news.list(page(1250, 8))],
    ['行业资讯 keyword', () => api.news.list({ ...page(1, 8), keyword: '数字' })],
    ['资讯详情 (news.get)', () => api.news.get({ id: 1 })],
    ['资讯 neighbours', () => api.news.getNeighbours({ id: 1 })],
    ['视频教程 page 1 (courses.list)', () => api.courses.list(page(1, 8))],
    ['视频教程 deep page', () => api.courses.list(page(1250, 8))],
    ['视频教程 keyword', () => api.courses.list({ ...page(1, 8), keyword: '数字' })],
    ['课程详情 (courses.get)', () => api.courses.get({ id: 1 })],
    ['课程评论 (courses.listComments)', () => api.courses.listComments({ courseId: 1, ...page(1, 10) })],
    ['征集活动 page 1 (activities.list)', () => api.activities.list(page(1, 6))],
    ['征集活动 status filter', () => api.activities.list({ ...page(1, 6), status: 1 })],
    ['活动详情 (activities.get)', () => api.activities.get({ id: 1 })],
    ['参赛作品 page 1 (listEntries)', () => api.activities.listEntries({ activityId: 1, ...page(1) })],
    ['参赛作品 deep page', () => api.activities.listEntries({ activityId: 1, ...page(deepPage) })],
    ['参赛作品详情 (getEntry)', () => api.activities.getEntry({ id: 1 })],
    ['search, demo word (流光)', () => api.search.list({ keyword: '流光', ...page(1, 10) })],
    ['search, on every generated row (生成)', () => api.search.list({ keyword: '生成', ...page(1, 10) })],
    ['search, rare', () => api.search.list({ keyword: '生成作品 4321', ...page(1, 10) })],
    ['search, two words (数字 艺术)', () => api.search.list({ keyword: '数字 艺术', ...page(1, 10) })],
    ['search, pinyin (liuguang)', () => api.search.list({ keyword: 'liuguang', ...page(1, 10) })],
    ['search, no match', () => api.search.list({ keyword: '无此作品名', ...page(1, 10) })],
    [
      'search, 作品 only, 最新',
      () => api.search.list({ keyword: '生成', kind: 'artworks', sort: 'latest', ...page(1, 10) }),
    ],
    ['suggest (流)', () => api.search.suggest({ keyword: '流' })],
    ['sitemap parts (sitemap.listParts)', () => api.sitemap.listParts()],
    ['sitemap part artworks-1 (getPart)', () => api.sitemap.getPart({ kind: 'artworks', part: 1 })],
    ...((render
      ? [
          ['/sitemap.xml (index)', html('/sitemap.xml')],
          ['/sitemap.xml?part=artworks-1', html('/sitemap.xml?part=artworks-1')],
          ['数字作品 HTML, page 1', html('/artWorks/index')],
          [`数字作品 HTML, page ${deepPage}`, html(`/artWorks/index?page=${deepPage}`)],
          ['首页 HTML', html('/home')],
        ]
      : []) satisfies Probe[]),
  ];
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

async function measure(list: Probe[]): Promise<Map<string, number>> {
  const figures = new Map<string, number>();
  for (const [name, run] of list) figures.set(name, await median(run));
  return figures;
}

function print(title: string, demo: Map<string, number>, grown: Map<string, number>): void {
  console.log(`\n### ${title}\n\n| call | demo (ms) | grown (ms) | ratio |\n| --- | --- | --- | --- |`);
  for (const [name, ms] of grown) {
    const base = demo.get(name) ?? 0;
    console.log(`| ${name} | ${base.toFixed(1)} | ${ms.toFixed(1)} | ${(ms / base).toFixed(1)} × |`);
  }
  const rss = process.memoryUsage().rss / 1024 / 1024;
  console.log(`\nresident memory of the process (API and renderer): ${rss.toFixed(0)} MiB`);
}

function printRebuild(figures: RebuildFigures): void {
  const { seconds, commandPeakMiB, apiPeakMiB, searches, failedSearches, generated } = figures;
  console.log(
    `\nsearch index rebuilt by \`reindex\` in ${(seconds / 60).toFixed(1)} min (target ≤ 15); peak resident memory: ` +
      `the command ${commandPeakMiB.toFixed(0)} MiB, the API ${apiPeakMiB.toFixed(0)} MiB (target ≤ 500 each); ` +
      `${searches - failedSearches} of ${searches} searches made meanwhile answered with results; ` +
      `then 生成 (on every generated work) found ${generated.total}${generated.totalCapped ? '+ (totalCapped)' : ''}`,
  );
}

async function startApp(
  env: Record<string, string>,
): Promise<{ app: App; base: string; render: boolean; config: ApiConfig }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'art-portal-bench-scale-'));
  const port = Number(process.env.BENCH_PORT ?? 4391);
  const render = existsSync(join(portalBuild, 'server', 'index.js'));
  const config = loadConfig({
    ...process.env,
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'error',
    WARM_SEED_IMAGES: '0',
    READ_CACHE_TTL_MS: '0',
    STATIC_DIR: join(portalBuild, 'client'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const portal = render
    ? await loadPortalRenderer(config, { PORTAL_SERVER: join(portalBuild, 'server', 'index.js') })
    : null;
  const app = await buildApp(config, { logger: false, ...(portal ? { renderPortal: portal.render } : {}) });
  portal?.readThrough(app);
  await seedDatabase(app.database.db, { dataDir });
  const base = await app.listen({ port, host: '127.0.0.1' });
  return { app, base, render: portal !== null, config };
}

async function demoMaxIds(app: App): Promise<DemoMaxIds> {
  const [row] = await queryRows<DemoMaxIds>(
    app.database.db,
    sql`select (select max(id) from artworks) as artworks, (select max(id) from news) as news,
      (select max(id) from courses) as courses, (select max(id) from activities) as activities,
      (select max(id) from activity_entries) as entries,
      (select coalesce(max(id), 0) from course_comments) as comments`,
  );
  if (!row) throw new Error('no demo content');
  return row;
}

async function bench(label: string, env: Record<string, string>, targets: number[]): Promise<void> {
  const { app, base, render, config } = await startApp(env);
  const api = createApiClient({ baseURL: `${base}/api` });
  const admin = await adminProbes(app, config);
  const list = [...probes(api, base, render), ...admin.probes];
  const demo = await demoMaxIds(app);
  try {
    // Once through untimed first: the demo figures must not pay for compiling the code paths.
    await measure(list);
    const demoFigures = await measure(list);
    const largest = Math.max(...targets);
    for (const size of targets) {
      const started = performance.now();
      await growCatalogue(app.database.db, demo, size);
      const grew = ((performance.now() - started) / 1000).toFixed(0);
      // The largest catalogue is indexed as after an import: by the reindex command, timed; the others by SQL.
      if (size === largest && config.databaseUrl) printRebuild(await rebuildIndex(api, config.databaseUrl));
      else await growSearchIndex(app.database.db, demo);
      print(
        `${label}, ${size.toLocaleString('en-US')} works (grown in ${grew} s)`,
        demoFigures,
        await measure(list),
      );
    }
  } finally {
    await admin.close();
    await shrinkCatalogue(app.database.db, demo);
    await app.close();
  }
}

const withPostgres = '../../../tooling/scripts/withPostgres.mjs';
const { startPostgres } = (await import(withPostgres)) as {
  startPostgres: (port: number) => { url: string; stop: () => void } | null;
};
const cluster = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL, stop: () => undefined }
  : startPostgres(Number(process.env.BENCH_PG_PORT ?? 54342));
console.log(`## bench:scale (${runs} runs a figure, median)`);
try {
  if (cluster) await bench('PostgreSQL', { DATABASE_URL: cluster.url }, sizes);
  else console.log('\nno PostgreSQL binaries: PostgreSQL skipped');
} finally {
  cluster?.stop();
}
await bench('PGlite', {}, [pgliteSize]);
