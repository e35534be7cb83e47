// Starts a throw-away PostgreSQL cluster on loopback for the API's tests, unless TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function postgresBin() {
  if (!existsSync('/usr/lib/postgresql')) return null;
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  for (const v of versions)
    if (existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)) return `/usr/lib/postgresql/${v}/bin`;
  return null;
}

/** @returns {{ url: string, stop: () => void } | null} */
export function startPostgres(port = 54329) {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  const bin = postgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'art-portal-pg-'));
  chmodSync(dir, 0o777);
  const isRoot = process.getuid?.() === 0;
  const as = (cmd, args) =>
    isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' });
  const data = join(dir, 'data');
  let r = as(`${bin}/initdb`, [
    '-D',
    data,
    '--auth=trust',
    '--username=postgres',
    '--encoding=UTF8',
    '--locale=C',
  ]);
  if (r.status !== 0) throw new Error(`initdb failed: ${r.stderr}`);
  r = as(`${bin}/pg_ctl`, [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  if (r.status !== 0) throw new Error(`pg_ctl start failed: ${r.stderr}${r.stdout}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      as(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
