import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRoute, type RouteName } from '@art-portal/api-client/contract';
import autocannon, { type AutocannonOptions } from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app/buildApp';
import { hashPassword } from '../src/auth/passwords';
import { loadConfig } from '../src/config/loadConfig';
import { customers, verificationCodes } from '../src/db/schema';
import { seedDatabase } from '../src/seed/seedDatabase';

/*
 * `pnpm --filter @art-portal/api bench`: starts the API (PGlite, or DATABASE_URL) with the demo content and a
 * bare Fastify route in a child process, then loads each from this process with autocannon on loopback,
 * one scenario after another, each beside the bare route measured just before and after it. BENCH_SECONDS
 * (default 10) and BENCH_CONNECTIONS (default 10) tune the run; BENCH_ONLY (a regular expression) picks scenarios.
 */

const loginAccounts = 1000;
const xsrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench', 'content-type': 'application/json' };

async function serve(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'art-portal-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'error',
    WARM_SEED_IMAGES: '0',
    API_DEV_OUTBOX: '0',
  });
  const app = await buildApp(config, { logger: false });
  await seedDatabase(app.database.db, { dataDir });
  const passwordHash = await hashPassword('bench2026x');
  const phones = Array.from({ length: loginAccounts }, (_, i) => `137${String(i).padStart(8, '0')}`);
  for (let i = 0; i < phones.length; i += 500) {
    const batch = phones.slice(i, i + 500);
    await app.database.db.insert(customers).values(batch.map((phone) => ({ phone, passwordHash })));
    await app.database.db.insert(verificationCodes).values(
      batch.map((phone) => ({
        purpose: 'sms',
        target: phone,
        code: '246810',
        ip: '127.0.0.1',
        expiresAt: new Date(Date.now() + 3600_000),
      })),
    );
  }
  const api = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', () => ({ code: 200, msg: '操作成功', data: { total: 1 } }));
  const ceiling = await bare.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ api, ceiling, database: app.database.kind });
  process.on('disconnect', () => {
    void Promise.all([app.close(), bare.close()])
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .then(() => process.exit(0));
  });
}

type Endpoints = { api: string; ceiling: string; database: string };

function startServer(): Promise<{ child: ChildProcess; endpoints: Endpoints }> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'server' },
    execArgv: process.execArgv,
  });
  return new Promise((resolve, reject) => {
    child.once('message', (endpoints) => resolve({ child, endpoints: endpoints as Endpoints }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function measure(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const { child, endpoints } = await startServer();
  const { api, ceiling } = endpoints;
  let next = 0;
  const call = (
    name: RouteName,
    input: { query?: Record<string, string | number>; body?: object } = {},
  ): AutocannonOptions => {
    const route = findRoute(name);
    const search = input.query
      ? `?${new URLSearchParams(Object.entries(input.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
      : '';
    const url = `${api}/api${route.path}${search}`;
    return route.method === 'GET'
      ? { url, headers: { cookie: xsrf.cookie } }
      : { url, method: 'POST', headers: xsrf, body: JSON.stringify(input.body ?? {}) };
  };
  const page = { pageNum: 2, pageSize: 12 };
  const scenarios: [string, AutocannonOptions][] = [
    ['bare Fastify route (ceiling)', { url: `${ceiling}/bare` }],
    ['home: banners', call('home.listBanners')],
    ['home: visit counter', call('home.countVisit')],
    ['list: artworks page of 12', call('artworks.list', { body: page })],
    ['list: artwork columns', call('artworks.listColumns', { body: { pageNum: 1, pageSize: 4 } })],
    ['list: other works of an artwork', call('artworks.listRelated', { query: { id: 7 } })],
    ['detail: artwork', call('artworks.get', { query: { id: 7 } })],
    [
      'list: exhibition halls',
      call('exhibitions.listHalls', { body: { pageNum: 1, pageSize: 10, exhibitionId: 1 } }),
    ],
    ['detail: exhibition hall', call('exhibitions.getHall', { query: { id: 2 } })],
    ['list: news page of 12', call('news.list', { body: page })],
    ['detail: news article', call('news.get', { query: { id: 7 } })],
    ['detail: news prev/next', call('news.getNeighbours', { query: { id: 7 } })],
    ['list: courses', call('courses.list', { body: { pageNum: 1, pageSize: 12 } })],
    ['detail: course', call('courses.get', { query: { id: 3 } })],
    [
      'list: course comments',
      call('courses.listComments', { query: { courseId: 3, pageNum: 1, pageSize: 10 } }),
    ],
    ['list: calls for works', call('activities.list', { body: { pageNum: 1, pageSize: 10 } })],
    ['detail: call for works', call('activities.get', { query: { id: 2 } })],
    [
      'list: entries of a call',
      call('activities.listEntries', { body: { activityId: 2, pageNum: 1, pageSize: 10 } }),
    ],
    ['detail: entry', call('activities.getEntry', { query: { id: 3 } })],
    [
      'login: SMS code → token',
      {
        url: api,
        amount: loginAccounts,
        requests: [
          {
            method: 'POST',
            headers: xsrf,
            setupRequest: (request) => ({
              ...request,
              path: `/api/auth/user/phoneSmsLogin?phone=137${String(next++ % loginAccounts).padStart(8, '0')}&code=246810`,
            }),
          },
        ],
      },
    ],
  ];
  const bytes = new Map<string, number>();
  for (const [name, options] of scenarios.slice(0, -1)) {
    const response = await fetch(String(options.url), {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
    });
    const text = await response.text();
    const { code } = JSON.parse(text) as { code: unknown };
    if (code !== 200) throw new Error(`${name} answers code ${String(code)}, not 200`);
    bytes.set(name, Buffer.byteLength(text));
  }
  // The machine's load drifts, so the ceiling is measured again between scenarios and each scenario is
  // compared with the mean of the ceilings just before and just after it.
  const [ceilingScenario, ...all] = scenarios;
  if (!ceilingScenario) throw new Error('no ceiling');
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const measured = only ? all.filter(([name]) => only.test(name)) : all;
  const run = (options: AutocannonOptions) => autocannon({ connections, duration: seconds, ...options });
  const rows: string[] = [];
  let before = (await run(ceilingScenario[1])).requests.average;
  for (const [name, options] of measured) {
    const result = await run(options);
    const after = (await run(ceilingScenario[1])).requests.average;
    const ceilingRate = (before + after) / 2;
    before = after;
    const bad = result.non2xx + result.errors + result.timeouts;
    const rate = result.requests.average;
    const cells = [
      name,
      Math.round(rate).toLocaleString('en'),
      Math.round(ceilingRate).toLocaleString('en'),
      `${Math.round((rate / ceilingRate) * 100)}%`,
      result.latency.p50,
      result.latency.p99,
      (bytes.get(name) ?? 0).toLocaleString('en'),
      `${result.requests.total.toLocaleString('en')}${bad ? ` (${bad} failed)` : ''}`,
    ];
    rows.push(`| ${cells.join(' | ')} |`);
    console.log(rows.at(-1));
  }
  child.disconnect();
  console.log(
    `\n${connections} connections, ${seconds} s per scenario, database ${endpoints.database}, Node ${process.version}\n`,
  );
  console.log(
    '| scenario | req/s | ceiling req/s | of ceiling | p50 ms | p99 ms | body bytes | requests |\n| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  console.log(rows.join('\n'));
}

if (process.env.BENCH_ROLE === 'server') await serve();
else await measure();
