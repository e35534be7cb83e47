#!/usr/bin/env node
// Installs what the portal needs on a machine that has only Node (>= 20.19) and npm:
// pnpm at the pinned version and the workspace's dependencies; with --for-tests also
// Debian's Chromium, CJK fonts for screenshots, PostgreSQL and nginx with its brotli static module (the cluster test
// runs deploy/nginx) (through apt-get, as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const forTests = process.argv.includes('--for-tests');
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

function fail(message) {
  console.error(`\n[setup] ${message}\n`);
  process.exit(1);
}

function run(command, args, options = {}) {
  console.log(`[setup] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0)
    fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

function versionOf(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19))
  fail(`Node ${process.versions.node} is too old: install Node 20.19 or newer.`);

if (versionOf('pnpm') !== pnpmVersion) run('npm', ['install', '--global', `pnpm@${pnpmVersion}`]);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const aptPackages = [];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

if (forTests) {
  if (!existsSync(chromium)) aptPackages.push('chromium');
  if (!existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'))
    aptPackages.push('fonts-noto-cjk');
  // Also with TEST_DATABASE_URL: pnpm test:cluster starts a PostgreSQL cluster of its own (it restarts it mid-run).
  if (!hasPostgres()) aptPackages.push('postgresql');
  if (!existsSync('/usr/sbin/nginx')) aptPackages.push('nginx-light');
  if (!existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'))
    aptPackages.push('libnginx-mod-http-brotli-static');
}
if (aptPackages.length > 0) {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    fail(
      `Missing ${aptPackages.join(', ')}. Install them (Debian: sudo apt-get install -y ${aptPackages.join(' ')}), or set CHROMIUM_PATH / TEST_DATABASE_URL.`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-q'], { env });
  run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...aptPackages], { env });
}

process.env.TURBO_TELEMETRY_DISABLED = '1';
run('pnpm', ['install', '--frozen-lockfile']);
try {
  execFileSync('pnpm', ['exec', 'turbo', 'telemetry', 'disable'], { cwd: root, stdio: 'ignore' });
} catch {
  // telemetry is also off through TURBO_TELEMETRY_DISABLED in our scripts
}
