import { fork } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { servePortal } from './servePortal';

/*
 * `pnpm bench:render`: the server's CPU per cold render of five pages and the 404 page (the shell alone), beside its
 * CPU per static file in the same run. The API with the portal's renderer (as `npm start` serves them) runs in a child process that reports its own
 * `process.cpuUsage()`; this process asks for each page under URLs it never asked for before (a counting query
 * parameter), so the render cache never answers, while the API's read cache does as usual. One request at a time, so
 * that the CPU between two readings is these requests' alone.
 * BENCH_PAGES (e.g. 首页,作品详情; the five and 404 by default; `robots.txt`, a request with no React render, when
 * named), BENCH_RENDERS (default 150) per page, BENCH_STATIC (default 1000) favicons; BENCH_CPU_PROF=<folder> writes a
 * `.cpuprofile` of the server over the measured requests there (read it with `scripts/summariseCpuProfile.ts`).
 * BENCH_BASELINE_BUILD=<a copy of another apps/portal/build> alternates that build with this one, BENCH_ROUNDS
 * (default 2) rounds of one process each, and prints each page's mean CPU on both and their ratio.
 */

type CpuReading = { user: number; system: number };

const allPages = [
  ['首页', '/home?bench='],
  ['数字作品', '/artWorks/index?bench='],
  ['作品详情', '/artWorks/detail?id=1&bench='],
  ['资讯详情', '/news/detail?id=1&bench='],
  ['搜索结果', `/search?q=${encodeURIComponent('流光')}&bench=`],
  ['404', '/no-such-page?bench='],
] as const;
/** Only when BENCH_PAGES names it: a resource route with no React render, the fixed cost of a request. */
const fixedCostPages = [['robots.txt', '/robots.txt?bench=']] as const;
const only = process.env.BENCH_PAGES?.split(',');
const pages = only ? [...allPages, ...fixedCostPages].filter(([name]) => only.includes(name)) : allPages;

const headers = {
  'accept-encoding': 'br, gzip',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36',
};

type Round = { rows: (readonly [string, number])[]; favicon: number; faviconAfter: number };

/**
 * One process serving `build` (this checkout's by default): the CPU per answer of each page, in microseconds. A
 * baseline build may lack a page (an older build has no 搜索结果): its 404 is then measured and not reported.
 */
async function round(build: string | undefined, profileDir: string | undefined): Promise<Round> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: {
      ...process.env,
      BENCH_ROLE: 'server',
      BENCH_PORT: process.env.BENCH_PORT ?? '4391',
      ...(build ? { BENCH_PORTAL_BUILD: build } : {}),
    },
    execArgv: process.execArgv,
  });
  const replies: ((message: unknown) => void)[] = [];
  child.on('message', (message) => replies.shift()?.(message));
  const next = <T>() => new Promise<T>((done) => replies.push((message) => done(message as T)));
  const { url } = await next<{ url: string }>();
  const cpu = async () => {
    const reading = next<CpuReading>();
    child.send('cpu');
    const { user, system } = await reading;
    return user + system;
  };
  let serial = 0;
  const missing = new Set<string>();
  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers });
    await response.arrayBuffer();
    if (response.ok || (response.status === 404 && path.startsWith('/no-such-page'))) return;
    if (response.status === 404 && build) missing.add(path.slice(0, path.indexOf('bench=')));
    else throw new Error(`${path}: HTTP ${response.status}`);
  };
  /** Microseconds of the server's CPU per request, over `count` requests of `pathOf(i)`. */
  const cpuPer = async (count: number, pathOf: (i: number) => string) => {
    const before = await cpu();
    for (let i = 0; i < count; i += 1) await get(pathOf(i));
    return ((await cpu()) - before) / count;
  };

  const renders = Number(process.env.BENCH_RENDERS ?? 150);
  const statics = Number(process.env.BENCH_STATIC ?? 1000);
  // Warm: the first renders compile each page's code and fill the API's read cache.
  for (const [, path] of pages) await cpuPer(20, () => `${path}warm${(serial += 1)}`);
  await cpuPer(200, () => '/favicon.svg');

  if (profileDir) {
    const started = next<'profiling'>();
    child.send('profile');
    await started;
  }
  const favicon = await cpuPer(statics, () => '/favicon.svg');
  const rows: (readonly [string, number])[] = [];
  for (const [name, path] of pages) {
    const value = await cpuPer(renders, () => `${path}${(serial += 1)}`);
    if (!missing.has(path.slice(0, path.indexOf('bench=')))) rows.push([name, value]);
  }
  const faviconAfter = await cpuPer(statics, () => '/favicon.svg');
  if (profileDir) {
    const written = next<string>();
    child.send({ writeProfile: profileDir });
    console.log(`CPU profile of the measured requests: ${await written}`);
  }
  child.kill();
  return { rows, favicon, faviconAfter };
}

const ms = (microseconds: number) => (microseconds / 1000).toFixed(2);
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function printRound({ rows, favicon, faviconAfter }: Round): void {
  const staticCpu = (favicon + faviconAfter) / 2;
  console.log('| answer | CPU per answer (ms) | × the static file |\n| --- | --- | --- |');
  for (const [name, value] of rows)
    console.log(`| ${name}, cold render | ${ms(value)} | ${(value / staticCpu).toFixed(1)} |`);
  console.log(`| /favicon.svg (before, after the pages) | ${ms(favicon)}, ${ms(faviconAfter)} | 1 |`);
}

/** Each page's mean over the rounds on both builds; 搜索结果, new since many baselines, against the baseline's dearest page. */
function printComparison(baseline: readonly Round[], current: readonly Round[]): void {
  const meanOf = (rounds: readonly Round[], name: string) => {
    const values = rounds.flatMap((r) => r.rows.filter(([row]) => row === name).map(([, value]) => value));
    return values.length > 0 ? mean(values) : undefined;
  };
  const dearest = Math.max(
    ...['首页', '数字作品', '作品详情', '资讯详情'].map((name) => meanOf(baseline, name) ?? 0),
  );
  console.log('| answer | baseline (ms) | this build (ms) | ratio |\n| --- | --- | --- | --- |');
  for (const [name] of pages) {
    const now = meanOf(current, name);
    if (now === undefined) continue;
    const before = meanOf(baseline, name);
    const against = before ?? dearest;
    const label = before === undefined ? `${ms(dearest)} (the dearest of the four)` : ms(against);
    console.log(`| ${name} | ${label} | ${ms(now)} | ${(now / against).toFixed(2)} |`);
  }
  const favicons = (rounds: readonly Round[]) =>
    ms(mean(rounds.map((r) => (r.favicon + r.faviconAfter) / 2)));
  console.log(`| /favicon.svg | ${favicons(baseline)} | ${favicons(current)} | |`);
}

async function measure(): Promise<void> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const baselineBuild = process.env.BENCH_BASELINE_BUILD;
  const note =
    `${process.env.BENCH_RENDERS ?? 150} renders per page under distinct URLs, ${process.env.BENCH_STATIC ?? 1000} ` +
    'favicons before and after; one request at a time, loopback; CPU is the server process’s user + system time ' +
    '(process.cpuUsage).';
  if (!baselineBuild) {
    printRound(await round(undefined, profileDir));
    console.log(`\n${note}`);
    return;
  }
  const baseline: Round[] = [];
  const current: Round[] = [];
  for (let i = 0; i < Number(process.env.BENCH_ROUNDS ?? 2); i += 1) {
    baseline.push(await round(baselineBuild, undefined));
    current.push(await round(undefined, profileDir));
    console.log(`round ${i + 1} done`);
  }
  printComparison(baseline, current);
  console.log(`\nBaseline ${baselineBuild} alternated with this build, one process a round. ${note}`);
}

/** Starts the server's profiler, or stops it and writes its profile into `folder`; answers when done. */
async function profiler(inspector: Session, folder: string | null): Promise<void> {
  if (folder === null) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
    process.send?.('profiling');
    return;
  }
  const { profile } = await inspector.post('Profiler.stop');
  const file = join(folder, `render-${Date.now()}.cpuprofile`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(profile));
  process.send?.(file);
}

async function serve(): Promise<void> {
  const url = await servePortal(Number(process.env.BENCH_PORT));
  const inspector = new Session();
  const fail = (error: unknown) => {
    console.error(error);
    process.exit(1);
  };
  process.on('message', (message: unknown) => {
    if (message === 'cpu') process.send?.(process.cpuUsage());
    if (message === 'profile') profiler(inspector, null).catch(fail);
    if (typeof message === 'object' && message !== null && 'writeProfile' in message)
      profiler(inspector, String(message.writeProfile)).catch(fail);
  });
  process.send?.({ url });
}

await (process.env.BENCH_ROLE === 'server' ? serve() : measure());
