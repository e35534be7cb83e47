// The tarball `pnpm release` publishes: `pnpm pack` (which resolves `catalog:` and `workspace:` ranges, applies
// publishConfig and the root .pnpmfile.cjs), written to a fresh temporary folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Packs the package in the current directory; returns the folder and the tarball's path. */
export function packTarball() {
  const folder = mkdtempSync(join(tmpdir(), 'api-client-pack-'));
  execFileSync('pnpm', ['pack', '--pack-destination', folder], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  return { folder, tarball: join(folder, tarball) };
}
