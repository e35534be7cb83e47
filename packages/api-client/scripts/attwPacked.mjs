// attw --pack runs `npm pack`, which leaves `catalog:` and `workspace:` unresolved; pack with pnpm instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const destination = mkdtempSync(join(tmpdir(), 'api-client-pack-'));
try {
  execFileSync('pnpm', ['pack', '--pack-destination', destination], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(destination).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  execFileSync('pnpm', ['exec', 'attw', join(destination, tarball)], { stdio: 'inherit' });
} finally {
  rmSync(destination, { recursive: true, force: true });
}
