import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds the portal and the API as `npm start` serves them (turbo, cached), printing only errors.
 * @returns {boolean} whether both built
 */
export function buildPortalAndApi() {
  const build = spawnSync(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@art-portal/portal',
      '--filter=@art-portal/api',
      '--output-logs=errors-only',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  return build.status === 0;
}
