#!/usr/bin/env node
// The bundle budget: the gzipped JS a page's HTML loads before any lazy chunk (the framework's entry, the root
// route, the page's route module and what they import statically) must stay under the budget on every page. Run
// after `react-router build`.
import { initialJs, pageRouteIds } from '@art-portal/tooling/initial-js';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 5's budget: under 180 KiB (kept by issue 16).
const BUDGET_KIB = 180;
const client = join(dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');

if (!existsSync(join(client, 'assets'))) {
  console.error('[bundle-budget] apps/portal/build/client is missing: run `pnpm --filter @art-portal/portal build` first.');
  process.exit(1);
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const pages = pageRouteIds(client).map((id) => ({ id, ...initialJs(client, id) }));
for (const page of pages) console.log(`  ${page.id}  ${page.files.length} files, ${kib(page.gzip)} KiB gzip`);
const heaviest = pages.reduce((max, page) => (page.gzip > max.gzip ? page : max));
console.log(`[bundle-budget] initial JS: at most ${kib(heaviest.gzip)} KiB gzip (${heaviest.id}; budget ${BUDGET_KIB} KiB)`);

if (heaviest.gzip > BUDGET_KIB * 1024) {
  console.error(`[bundle-budget] ${heaviest.id} is over budget by ${kib(heaviest.gzip - BUDGET_KIB * 1024)} KiB`);
  process.exit(1);
}
