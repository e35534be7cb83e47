#!/usr/bin/env node
// Every text file of the portal's client build has its `.br` and `.gz` copy, so the API's static host sends each one
// as built, never compressing it again per request (`precompressPlugin`). Run after the portal's build
// (`pnpm --filter @art-portal/portal check-package`, through this package's `bin`).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressibleFiles } from './precompressPlugin.js';

const client = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'portal', 'build', 'client');
if (!existsSync(client)) {
  console.error(
    '[precompressed] apps/portal/build/client is missing: run `pnpm --filter @art-portal/portal build` first.',
  );
  process.exit(1);
}

const wrong = [];
let checked = 0;
for (const path of compressibleFiles(client)) {
  checked++;
  const body = readFileSync(path);
  const copies = [
    [`${path}.br`, brotliDecompressSync],
    [`${path}.gz`, gunzipSync],
  ];
  for (const [copy, decode] of copies) {
    if (!existsSync(copy)) wrong.push(`${relative(client, copy)} is missing`);
    else if (!decode(readFileSync(copy)).equals(body))
      wrong.push(`${relative(client, copy)} is not ${relative(client, path)}`);
  }
}
if (wrong.length > 0) {
  console.error(`[precompressed] ${wrong.length} of ${checked * 2} copies wrong:\n  ${wrong.join('\n  ')}`);
  process.exit(1);
}
console.log(`[precompressed] ${checked} text files, each with its .br and .gz`);
