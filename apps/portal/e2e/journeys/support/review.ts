import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', '..');

/** Runs the admin review command (`pnpm --filter @art-portal/api review <phone> pass|fail`) against the e2e server's database. */
export async function review(phone: string, verdict: 'pass' | 'fail'): Promise<string> {
  const databaseUrl = process.env.E2E_DATABASE_URL ?? '';
  if (databaseUrl === '') {
    throw new Error(
      'The review command needs the e2e server on PostgreSQL (install postgresql or set TEST_DATABASE_URL): PGlite cannot be shared by two processes.',
    );
  }
  const { stdout } = await promisify(execFile)(
    'pnpm',
    ['--filter', '@art-portal/api', 'review', phone, verdict],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: process.env.E2E_DATA_DIR ?? '',
        LOG_LEVEL: 'warn',
      },
    },
  );
  return stdout;
}
