#!/usr/bin/env node
// The bundle budget: the gzipped JS that index.html loads before any lazy chunk (its module script and
// modulepreloads) must stay under the budget. Run after `vite build`.
import { initialJs } from '@art-portal/tooling/initial-js';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 5's budget: under 180 KiB. Issue 7's further target, 2.3× the bare-React floor (about 152 KiB), is measured
// by `pnpm bench:web` and recorded in docs/quality.md.
const BUDGET_KIB = 180;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

if (!existsSync(join(dist, 'index.html'))) {
  console.error('[bundle-budget] apps/portal/dist/index.html is missing: run `pnpm --filter @art-portal/portal build` first.');
  process.exit(1);
}

const { files, gzip: total } = initialJs(dist);
const kib = (bytes) => (bytes / 1024).toFixed(1);

for (const file of files) console.log(`  ${file.file}  ${kib(file.raw)} KiB raw, ${kib(file.gzip)} KiB gzip`);
console.log(`[bundle-budget] initial JS: ${files.length} files, ${kib(total)} KiB gzip (budget ${BUDGET_KIB} KiB)`);

if (total > BUDGET_KIB * 1024) {
  console.error(`[bundle-budget] over budget by ${kib(total - BUDGET_KIB * 1024)} KiB`);
  process.exit(1);
}
