#!/usr/bin/env node
// `pnpm bench:pictures`: the bytes of the pictures 首页 and 作品详情 load, mobile and desktop, and what Lighthouse's
// three picture audits (uses-responsive-images, modern-image-formats, uses-optimized-images) still find to save.
// The portal and the API are served as `npm start` serves them (one process, demo data); each page is loaded once
// first, so that every rendition it asks for is made and stored before the audited load. BENCH_BUILD=0 measures the
// existing build.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { buildPortalAndApi } from '../scripts/buildPortalAndApi.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pages = [
  ['首页', '/home'],
  ['作品详情', '/artWorks/detail?id=1'],
];
const pictureAudits = ['uses-responsive-images', 'modern-image-formats', 'uses-optimized-images'];
const kib = (bytes) => (bytes / 1024).toFixed(1);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function audit(url, profile) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const { lhr } = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: [...pictureAudits, 'network-requests'],
      },
      profile === 'desktop' ? desktopConfig : undefined,
    );
    const pictures = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Image');
    return {
      pictures: pictures.map((r) => ({ url: r.url, bytes: r.transferSize, type: r.mimeType })),
      bytes: pictures.reduce((sum, r) => sum + r.transferSize, 0),
      audits: Object.fromEntries(
        pictureAudits.map((id) => {
          const details = lhr.audits[id].details;
          return [
            id,
            {
              savings: details?.overallSavingsBytes ?? 0,
              items: (details?.items ?? []).map((item) => `${item.url} −${kib(item.wastedBytes)} KiB`),
            },
          ];
        }),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

const work = mkdtempSync(join(tmpdir(), 'art-portal-pictures-'));
let api;
try {
  if (process.env.BENCH_BUILD !== '0' && !buildPortalAndApi()) throw new Error('portal build failed');
  const port = await freePort();
  const portal = `http://127.0.0.1:${port}`;
  api = spawn('pnpm', ['--filter', '@art-portal/api', 'start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      WARM_SEED_IMAGES: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      STATIC_DIR: join(root, 'apps', 'portal', 'build', 'client'),
      PORTAL_SERVER: join(root, 'apps', 'portal', 'build', 'server', 'index.js'),
      PUBLIC_URL: portal,
    },
  });
  await waitFor(`${portal}/home`);
  console.log(
    '| page | profile | pictures | bytes (KiB) | uses-responsive-images | modern-image-formats | uses-optimized-images |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const details = [];
  for (const profile of ['mobile', 'desktop']) {
    for (const [page, path] of pages) {
      await audit(`${portal}${path}`, profile);
      const result = await audit(`${portal}${path}`, profile);
      const saving = (id) => `${kib(result.audits[id].savings)} KiB`;
      console.log(
        `| ${page} | ${profile} | ${result.pictures.length} | ${kib(result.bytes)} | ${pictureAudits.map(saving).join(' | ')} |`,
      );
      details.push({ page, profile, ...result });
    }
  }
  for (const { page, profile, pictures, audits } of details) {
    console.log(`\n${page} (${profile}):`);
    for (const p of pictures) console.log(`  ${kib(p.bytes)} KiB ${p.type} ${p.url.replace(portal, '')}`);
    for (const [id, { items }] of Object.entries(audits))
      for (const item of items) console.log(`  ${id}: ${item.replace(portal, '')}`);
  }
} finally {
  if (api?.pid) {
    try {
      process.kill(-api.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(work, { recursive: true, force: true });
}
