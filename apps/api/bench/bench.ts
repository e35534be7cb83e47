import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * one scenario after another. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the run.
 */

const loginAccounts = 1000;
const xsrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench', 'content-type': 'application/json' };

async function serve(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'art-portal-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error', WARM_SEED_IMAGES: '0', API_DEV_OUTBOX: '0' });
  const app = await buildApp(config, { logger: false });
  await seedDatabase(app.database.db, { dataDir });
  const passwordHash = await hashPassword('bench2026x');
  const phones = Array.from({ length: loginAccounts }, (_, i) => `137${String(i).padStart(8, '0')}`);
  for (let i = 0; i < phones.length; i += 500) {
    const batch = phones.slice(i, i + 500);
    await app.database.db.insert(customers).values(batch.map((phone) => ({ phone, passwordHash })));
    await app.database.db
      .insert(verificationCodes)
      .values(batch.map((phone) => ({ purpose: 'sms', target: phone, code: '246810', ip: '127.0.0.1', expiresAt: new Date(Date.now() + 3600_000) })));
  }
  const api = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', () => ({ code: 200, msg: '操作成功', data: { total: 1 } }));
  const ceiling = await bare.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ api, ceiling, database: app.database.kind });
  process.on('disconnect', () => {
    void Promise.all([app.close(), bare.close()]).then(() => rm(dataDir, { recursive: true, force: true })).then(() => process.exit(0));
  });
}

type Endpoints = { api: string; ceiling: string; database: string };

function startServer(): Promise<{ child: ChildProcess; endpoints: Endpoints }> {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, BENCH_ROLE: 'server' }, execArgv: process.execArgv });
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
  const scenarios: [string, AutocannonOptions][] = [
    ['bare Fastify route (ceiling)', { url: `${ceiling}/bare` }],
    ['home: banners', { url: `${api}/api/portal/banner/selectList`, method: 'POST', headers: xsrf, body: '{}' }],
    ['home: visit counter', { url: `${api}/api/portal/home/visit` }],
    ['list: artworks page of 12', { url: `${api}/api/portal/production/selectAuthList`, method: 'POST', headers: xsrf, body: JSON.stringify({ pageNum: 2, pageSize: 12 }) }],
    ['detail: artwork', { url: `${api}/api/portal/production/getInfo?id=7` }],
    [
      'login: SMS code → token',
      {
        url: api,
        amount: loginAccounts,
        requests: [
          {
            method: 'POST',
            headers: xsrf,
            setupRequest: (request) => ({ ...request, path: `/api/auth/user/phoneSmsLogin?phone=137${String(next++ % loginAccounts).padStart(8, '0')}&code=246810` }),
          },
        ],
      },
    ],
  ];
  const rows: string[] = [];
  for (const [name, options] of scenarios) {
    const result = await autocannon({ connections, duration: seconds, ...options });
    const bad = result.non2xx + result.errors + result.timeouts;
    rows.push(`| ${name} | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.total.toLocaleString('en')}${bad ? ` (${bad} failed)` : ''} |`);
    console.log(rows.at(-1));
  }
  child.disconnect();
  console.log(`\n${connections} connections, ${seconds} s per scenario, database ${endpoints.database}, Node ${process.version}\n`);
  console.log('| scenario | req/s | p50 ms | p99 ms | requests |\n| --- | --- | --- | --- | --- |');
  console.log(rows.join('\n'));
}

if (process.env.BENCH_ROLE === 'server') await serve();
else await measure();
