#!/usr/bin/env node
// The bundle budget: the gzipped JS that index.html loads before any lazy chunk (its module script and
// modulepreloads) must stay under the budget. Run after `vite build`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Issue 5's budget: under 180 KiB. Issue 7's further target, 2.3× the bare-React floor (about 152 KiB), is measured
// by `pnpm bench:web` and recorded in docs/quality.md.
const BUDGET_KIB = 180;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

if (!existsSync(join(dist, 'index.html'))) {
  console.error('[bundle-budget] apps/portal/dist/index.html is missing: run `pnpm --filter @art-portal/portal build` first.');
  process.exit(1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const refs = new Set();
for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) refs.add(match[1]);
for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) refs.add(match[1]);

const files = [...refs].map((ref) => {
  const body = readFileSync(join(dist, ref.replace(/^\.?\//, '')));
  return { file: ref, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
});
const kib = (bytes) => (bytes / 1024).toFixed(1);
const total = files.reduce((sum, file) => sum + file.gzip, 0);

for (const file of files) console.log(`  ${file.file}  ${kib(file.raw)} KiB raw, ${kib(file.gzip)} KiB gzip`);
console.log(`[bundle-budget] initial JS: ${files.length} files, ${kib(total)} KiB gzip (budget ${BUDGET_KIB} KiB)`);

if (total > BUDGET_KIB * 1024) {
  console.error(`[bundle-budget] over budget by ${kib(total - BUDGET_KIB * 1024)} KiB`);
  process.exit(1);
}
