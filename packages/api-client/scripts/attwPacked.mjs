// attw --pack runs `npm pack`, which leaves `catalog:` and `workspace:` unresolved; pack with pnpm instead.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { packTarball } from './packTarball.mjs';

const { folder, tarball } = packTarball();
try {
  execFileSync('pnpm', ['exec', 'attw', tarball], { stdio: 'inherit' });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
