import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets worth compressing. `config.json` is left alone: operators edit it in place after the build. */
const compressible = /\.(?:js|css|html|svg|json)$/;
const editableInPlace = new Set(['config.json']);
// The bundler's own manifest (`.vite/manifest.json`): React Router reads it and deletes it after the build, so a
// compressed copy would stay behind, and the static host would serve the source paths and chunk graph it lists.
const buildOnly = '.vite';

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name !== buildOnly) yield* filesUnder(join(dir, entry.name));
    } else {
      yield join(dir, entry.name);
    }
  }
}

/** The files of the client build `dir` that are served from `.br` and `.gz` copies: every non-empty text file. */
export function* compressibleFiles(dir) {
  for (const path of filesUnder(dir)) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (compressible.test(name) && !editableInPlace.has(name) && statSync(path).size > 0) yield path;
  }
}

const isCurrent = (copy, mtimeMs) => {
  try {
    return statSync(copy).mtimeMs >= mtimeMs;
  } catch {
    return false;
  }
};

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every text file of the portal's client build `dir` once a
 * build ends, so the API's static host (`@fastify/static` with `preCompressed`) serves each one compressed at no
 * per-request cost. Every size: a file without them is sent through `@fastify/compress`, which brotli-compresses a
 * file stream on every request whatever its size. Used in both builds: React Router writes the browser's route
 * manifest (`assets/manifest-*.js`) into `dir` during the server build.
 */
export function precompressPlugin(dir) {
  return {
    name: 'art-portal:precompress',
    apply: 'build',
    closeBundle() {
      for (const path of compressibleFiles(dir)) {
        const { mtimeMs } = statSync(path);
        if (isCurrent(`${path}.br`, mtimeMs) && isCurrent(`${path}.gz`, mtimeMs)) continue;
        const body = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
