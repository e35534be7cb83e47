import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds the portal, the back office (apps/admin, which the API serves on ADMIN_PORT) and the API as `npm start`
 * serves them (turbo, cached), printing only errors.
 * @returns {boolean} whether all three built
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
      '--filter=@art-portal/admin',
      '--filter=@art-portal/api',
      '--output-logs=errors-only',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  return build.status === 0;
}
