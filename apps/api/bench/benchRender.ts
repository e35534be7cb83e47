import { fork } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { servePortal } from './servePortal';

/*
 * `pnpm bench:render`: the server's CPU per cold render of four pages, beside its CPU per static file in the same
 * run. The API with the portal's renderer (as `npm start` serves them) runs in a child process that reports its own
 * `process.cpuUsage()`; this process asks for each page under URLs it never asked for before (a counting query
 * parameter), so the render cache never answers, while the API's read cache does as usual. One request at a time, so
 * that the CPU between two readings is these requests' alone.
 * BENCH_PAGES (e.g. 首页,作品详情; all four by default; `404` and `robots.txt`, the fixed cost of a request, when named),
 * BENCH_RENDERS (default 150) per page, BENCH_STATIC (default 1000) favicons; BENCH_CPU_PROF=<folder> writes a
 * `.cpuprofile` of the server over the measured requests there (read it with `scripts/summariseCpuProfile.ts`).
 */

type CpuReading = { user: number; system: number };

const allPages = [
  ['首页', '/home?bench='],
  ['数字作品', '/artWorks/index?bench='],
  ['作品详情', '/artWorks/detail?id=1&bench='],
  ['资讯详情', '/news/detail?id=1&bench='],
] as const;
/** Only when BENCH_PAGES names them: the shell around a 404 message, and a resource route with no React render. */
const fixedCostPages = [
  ['404', '/no-such-page?bench='],
  ['robots.txt', '/robots.txt?bench='],
] as const;
const only = process.env.BENCH_PAGES?.split(',');
const pages = only ? [...allPages, ...fixedCostPages].filter(([name]) => only.includes(name)) : allPages;

const headers = {
  'accept-encoding': 'br, gzip',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36',
};

async function measure(): Promise<void> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'server', BENCH_PORT: process.env.BENCH_PORT ?? '4391' },
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
  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers });
    if (!response.ok && !(response.status === 404 && path.startsWith('/no-such-page')))
      throw new Error(`${path}: HTTP ${response.status}`);
    await response.arrayBuffer();
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
  const rows = [];
  for (const [name, path] of pages)
    rows.push([name, await cpuPer(renders, () => `${path}${(serial += 1)}`)] as const);
  const faviconAfter = await cpuPer(statics, () => '/favicon.svg');
  const staticCpu = (favicon + faviconAfter) / 2;

  const ms = (microseconds: number) => (microseconds / 1000).toFixed(2);
  console.log('| answer | CPU per answer (ms) | × the static file |\n| --- | --- | --- |');
  for (const [name, value] of rows)
    console.log(`| ${name}, cold render | ${ms(value)} | ${(value / staticCpu).toFixed(1)} |`);
  console.log(`| /favicon.svg (before, after the pages) | ${ms(favicon)}, ${ms(faviconAfter)} | 1 |`);
  console.log(
    `\n${renders} renders per page under distinct URLs, ${statics} favicons before and after; one request at a time, ` +
      'loopback; CPU is the server process’s user + system time (process.cpuUsage).',
  );
  if (profileDir) {
    const written = next<string>();
    child.send({ writeProfile: profileDir });
    console.log(`CPU profile of the measured requests: ${await written}`);
  }
  child.kill();
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
