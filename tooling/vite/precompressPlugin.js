import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets worth compressing. `config.json` is left alone: operators edit it in place after the build. */
const compressible = /\.(?:js|css|html|svg|json)$/;
const editableInPlace = new Set(['config.json']);
// The bundler's own manifest (`.vite/manifest.json`): React Router reads it and deletes it after the build, so a
// compressed copy would stay behind, and the static host would serve the source paths and chunk graph it lists.
const buildOnly = /(?:^|[\\/])\.vite[\\/]/;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every text asset of 1 KiB or more, so the API's
 * static host (`@fastify/static` with `preCompressed`) serves them compressed at no per-request cost.
 */
export function precompressPlugin() {
  return {
    name: 'art-portal:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        const path = join(outDir, fileName);
        const name = path.slice(path.lastIndexOf('/') + 1);
        if (!compressible.test(name) || editableInPlace.has(name) || buildOnly.test(fileName)) continue;
        const body = readFileSync(path);
        if (body.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
