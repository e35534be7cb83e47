import { fork } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { portalBuild as portal, servePortal } from './servePortal';

/*
 * `pnpm bench:ssr`: starts the API with the portal's renderer (as `npm start` serves them, PGlite and the demo
 * content) in a child process, then loads it from this process with autocannon on loopback: two built files from the
 * same server (the favicon, and the largest script every page loads, from its brotli copy), then 首页 and 作品详情's
 * HTML. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 16).
 */

async function serve(): Promise<void> {
  const url = await servePortal(Number(process.env.BENCH_PORT ?? 4390));
  process.send?.({ url });
}

async function measure(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'server' },
    execArgv: process.execArgv,
  });
  const url = await new Promise<string>((done) =>
    child.once('message', (message: { url: string }) => done(message.url)),
  );
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
  const headers = {
    'accept-encoding': 'br, gzip',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36',
  };
  const script = (await readdir(join(portal, 'client', 'assets'))).find((name) =>
    /^entry-deps-[\w-]{8}\.js$/.test(name),
  );
  if (!script) throw new Error(`no entry-deps script in ${portal}/client/assets: build the portal first`);
  const scenarios = [
    ['静态文件 /favicon.svg', '/favicon.svg'],
    ['构建脚本 /assets/entry-deps-….js', `/assets/${script}`],
    ['首页 HTML', '/home'],
    ['作品详情 HTML', '/artWorks/detail?id=1'],
  ] as const;
  // Warm: the first render of a page compiles its code and fills the API's read cache.
  for (const [, path] of scenarios) await fetch(`${url}${path}`, { headers });
  console.log(
    `| scenario | requests/s | p50 (ms) | p99 (ms) | non-2xx | errors |\n| --- | --- | --- | --- | --- | --- |`,
  );
  for (const [name, path] of scenarios) {
    const result = await autocannon({ url: `${url}${path}`, connections, duration: seconds, headers });
    console.log(
      `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${result.errors} |`,
    );
  }
  console.log(
    `\n${connections} connections, ${seconds} s each, loopback; server: one Node process (API and renderer).`,
  );
  child.kill();
}

await (process.env.BENCH_ROLE === 'server' ? serve() : measure());
