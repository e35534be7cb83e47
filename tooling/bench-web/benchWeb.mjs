#!/usr/bin/env node
// `pnpm bench:web`: Lighthouse (Debian Chromium) on the built portal served with the real API, mobile and desktop,
// N runs per page, medians printed next to a bare React + ReactDOM page built the same way. It also builds the
// required libraries' own first paint (./libraries-floor) and prints its initial JS, so the share that is ours shows.
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { initialJs } from './initialJs.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const apiPort = 4390;
const floorPort = 4391;
const librariesPort = 4392;
const allPages = [
  ['首页', '/#/home'],
  ['数字作品', '/#/artWorks/index'],
  ['作品详情', '/#/artWorks/detail?id=1'],
  ['资讯详情', '/#/news/detail?id=1'],
];
// BENCH_PAGES=数字作品,资讯详情 measures only those pages (the floor is always measured).
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const pages = only ? allPages.filter(([label]) => only.includes(label)) : allPages;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kib = (bytes) => (bytes / 1024).toFixed(1);

async function waitFor(url, seconds = 180) {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** Serves `dir` as the API serves the portal: text compressed with brotli when the browser accepts it. */
function serveStatic(dir, port) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.webp': 'image/webp',
  };
  const compressed = new Map();
  const server = createServer((req, res) => {
    const path = join(
      dir,
      (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '').split('?')[0],
    );
    if (!path.startsWith(dir) || !existsSync(path) || !statSync(path).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const type = types[extname(path)] ?? 'application/octet-stream';
    const body = readFileSync(path);
    if (/^(text|application)\//.test(type) && /\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      // Compressed once, as the portal's build precompresses: compressing on each request would delay the answer.
      if (!compressed.has(path)) compressed.set(path, brotliCompressSync(body));
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'br', vary: 'accept-encoding' });
      res.end(compressed.get(path));
    } else {
      res.writeHead(200, { 'content-type': type }).end(body);
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function audit(url, profile) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      profile === 'desktop' ? desktopConfig : undefined,
    );
    const a = result.lhr.audits;
    if (result.lhr.runtimeError || a['cumulative-layout-shift']?.numericValue === undefined) {
      console.log(
        `  (discarded a ${profile} run of ${url}: ${result.lhr.runtimeError?.code ?? 'metrics missing'})`,
      );
      return null;
    }
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

async function measure(label, url) {
  const rows = [];
  for (const profile of ['mobile', 'desktop']) {
    // One discarded run per profile: the API renders each picture rendition on first request and caches it.
    await audit(url, profile);
    const samples = [];
    // A run Lighthouse could not complete is retried, at most `runs` extra times.
    for (let attempt = 0; samples.length < runs && attempt < runs * 2; attempt++) {
      const sample = await audit(url, profile);
      if (sample) samples.push(sample);
    }
    if (samples.length === 0) throw new Error(`no complete ${profile} run of ${url}`);
    const row = { page: label, profile };
    for (const key of ['score', 'fcp', 'lcp', 'tbt', 'cls']) row[key] = median(samples.map((s) => s[key]));
    row.scores = samples.map((s) => s.score);
    rows.push(row);
    console.log(
      `${label} ${profile}: score ${row.score} [${row.scores.join(',')}] FCP ${Math.round(row.fcp)} LCP ${Math.round(row.lcp)} TBT ${Math.round(row.tbt)} CLS ${row.cls.toFixed(3)}`,
    );
  }
  return rows;
}

// react-router's exports map names only its development build; the portal's build takes the production one.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Builds the reference page in ./<name> as the portal is built (Vite, React plugin) and returns its output folder. */
async function buildReference(name) {
  const outDir = join(work, name);
  await build({
    root: join(here, name),
    plugins: [react()],
    resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/**
 * Gives the libraries floor 作品详情's first picture, in the rendition a phone loads there (WebP, imgmedium), as
 * the one work its call returns.
 */
async function copyArtworkPicture(dir) {
  const { data: artwork } = await (
    await fetch(`http://127.0.0.1:${apiPort}/api/portal/production/getInfo?id=1`)
  ).json();
  const src = new URL(artwork.images[0] ?? artwork.cover, `http://127.0.0.1:${apiPort}/`);
  src.searchParams.set('x-oss-process', 'style/imgmedium');
  const picture = await fetch(src, { headers: { accept: 'image/webp,*/*' } });
  if (!picture.ok) throw new Error(`${src} answered ${picture.status}`);
  writeFileSync(join(dir, 'picture.webp'), Buffer.from(await picture.arrayBuffer()));
  writeFileSync(
    join(dir, 'works.json'),
    JSON.stringify([{ id: 1, name: artwork.title, picture: './picture.webp' }]),
  );
}

const work = mkdtempSync(join(tmpdir(), 'art-portal-bench-'));
let api;
let floorServer;
let librariesServer;
try {
  const built = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@art-portal/portal', '--output-logs=errors-only'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    },
  );
  if (built.status !== 0) throw new Error('portal build failed');
  const floorJs = initialJs(await buildReference('floor'));
  const librariesJs = initialJs(await buildReference('libraries-floor'));
  const portalJs = initialJs(join(root, 'apps', 'portal', 'dist'));

  // Its own process group, so stopping it stops pnpm, tsx and the server alike.
  api = spawn('pnpm', ['--filter', '@art-portal/api', 'start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      WARM_SEED_IMAGES: '0',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      STATIC_DIR: join(root, 'apps', 'portal', 'dist'),
      PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    },
  });
  floorServer = await serveStatic(join(work, 'floor'), floorPort);
  await waitFor(`http://127.0.0.1:${apiPort}/`);
  await copyArtworkPicture(join(work, 'libraries-floor'));
  librariesServer = await serveStatic(join(work, 'libraries-floor'), librariesPort);

  const rows = [
    ...(await measure('React 基线', `http://127.0.0.1:${floorPort}/`)),
    ...(await measure('必需库基线', `http://127.0.0.1:${librariesPort}/`)),
  ];
  for (const [label, path] of pages)
    rows.push(...(await measure(label, `http://127.0.0.1:${apiPort}${path}`)));

  const summary = {
    date: new Date().toISOString(),
    runs,
    chromium: spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout.trim(),
    initialJs: {
      portalGzip: portalJs.gzip,
      floorGzip: floorJs.gzip,
      ratio: portalJs.gzip / floorJs.gzip,
      librariesGzip: librariesJs.gzip,
      librariesRatio: librariesJs.gzip / floorJs.gzip,
      files: portalJs.files,
    },
    rows,
  };
  // BENCH_OUT=- prints only (CI's report); by default the medians go to docs/bench-web.json.
  const out = process.env.BENCH_OUT ?? join(root, 'docs', 'bench-web.json');
  if (out !== '-') writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `\nInitial JS (gzip): portal ${kib(portalJs.gzip)} KiB, bare React ${kib(floorJs.gzip)} KiB, ratio ${summary.initialJs.ratio.toFixed(2)}×`,
  );
  console.log(
    `Required libraries alone (./libraries-floor): ${kib(librariesJs.gzip)} KiB, ${summary.initialJs.librariesRatio.toFixed(2)}× the floor; the portal's own share ${kib(portalJs.gzip - librariesJs.gzip)} KiB`,
  );
  console.log('\n| page | profile | score (median) | runs | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.profile} | ${r.score} | ${r.scores.join(', ')} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
    );
  }
} finally {
  if (api?.pid) {
    try {
      process.kill(-api.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  floorServer?.close();
  librariesServer?.close();
  rmSync(work, { recursive: true, force: true });
}
