import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JS a plain Vite build's index.html loads before any lazy chunk: its module scripts and modulepreloads. For the
 * reference pages (./floor, ./libraries-floor); the portal's pages are counted from its manifest by `initialJs`.
 * @param {string} dist a Vite build's output folder
 * @returns {{ files: { file: string, raw: number, gzip: number }[], raw: number, gzip: number }}
 */
export function htmlInitialJs(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = new Set();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) refs.add(m[1]);
  const files = [...refs].map((ref) => {
    const body = readFileSync(join(dist, ref.replace(/^\.?\//, '')));
    return { file: ref, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}
