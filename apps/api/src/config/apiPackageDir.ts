import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function nearestPackageDir(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/**
 * The API package's folder (`apps/api`), found by walking up to its `package.json`, so the same answer comes
 * whether this code runs from `src/` (tsx, Vitest) or bundled into `dist/` by the build. The files the server
 * reads at run time are under it: `seed-assets` and the default `.data`.
 */
export const apiPackageDir = nearestPackageDir(dirname(fileURLToPath(import.meta.url)));
