#!/usr/bin/env node
// The back office's first script: what index.html loads before any screen (its module and the modules it preloads),
// gzip-measured, and checked to hold no screen's code (each kind's list and form, the audit lists, 工作台, the
// rich-text editor): those load when first opened. No size gate (a staff tool on laptops), but the figure is printed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g),
].map((match) => match[1]);
if (initial.length === 0) throw new Error(`${dist}/index.html loads no module script: is it a Vite build?`);

// A screen's modules (src/<screen folder>/…) or a library only a screen uses.
const lazyOnly = /(^|\/)src\/(content|staff|audit|dashboard|moderation)\/|ra-input-rich-text|@tiptap\//;

let total = 0;
const offenders = [];
for (const file of initial) {
  const body = readFileSync(join(dist, file));
  const gzip = gzipSync(body, { level: 9 }).length;
  total += gzip;
  console.log(
    `${file.padEnd(44)} ${(body.length / 1024).toFixed(1).padStart(7)} KiB  gzip ${(gzip / 1024).toFixed(1).padStart(6)} KiB`,
  );
  // The runtime helper has no source map (nor sources).
  const map = join(dist, `${file}.map`);
  const { sources } = existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')) : { sources: [] };
  for (const source of sources) if (lazyOnly.test(source)) offenders.push(`${file}: ${source}`);
}
console.log(`initial JS: ${initial.length} files, ${(total / 1024).toFixed(1)} KiB gzip`);
if (offenders.length > 0) {
  console.error(
    `A screen's code is in the first script (it must load when the screen opens):\n  ${offenders.join('\n  ')}`,
  );
  process.exit(1);
}
