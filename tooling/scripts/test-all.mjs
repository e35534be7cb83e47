#!/usr/bin/env node
// Every test of the repository: the repository lint (knip: unused files, exports and dependencies; sherif: workspace
// consistency; Prettier: formatting), build, lint, type-check, unit and contract tests (the API on PostgreSQL and, a
// sample, on PGlite), package checks, Storybook interaction tests, the designers' static Storybook (built and opened in
// Chromium), the cluster test (PostgreSQL, two APIs, two renderers and nginx: apps/api/cluster) and the Playwright
// end-to-end suites.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './withPostgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };

// knip, sherif and Prettier read sources and manifests only (no build, ≈ 15 s): first, so a dead export fails fast.
const repoLint = spawnSync('pnpm', ['run', '--silent', 'lint:repo'], { cwd: root, env, stdio: 'inherit' });
if (repoLint.status !== 0)
  console.error('[test] pnpm lint:repo failed (knip, sherif or Prettier): see above.');

const postgres = startPostgres();
if (postgres) env.TEST_DATABASE_URL = postgres.url;
else if (process.env.CI) {
  console.error(
    '[test] PostgreSQL is required in CI (apt-get install postgresql, or set TEST_DATABASE_URL).',
  );
  process.exit(1);
} else console.warn('[test] No PostgreSQL found: the API tests run on PGlite only.');
// The API's contract suite runs whole on PostgreSQL and a sample on PGlite (apps/api/vitest.config.ts); `all` for both.
env.API_TEST_PGLITE ??= 'sample';

// Vitest prints "Tests  3 failed | 40 passed (43)", Playwright "  40 passed (12.1s)" and "  3 failed".
const totals = { passed: 0, failed: 0, skipped: 0 };
// Vitest's "FAIL  unit  src/x.test.tsx > suite > test" and "× test", Playwright's "✘ 12 [desktop] › e2e/…": repeated at
// the end, so a failure stays named when only the log's tail is kept.
const failures = [];
function count(line) {
  const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
  if (/^\S+:\s+(FAIL\s|×\s|✘\s)/.test(plain) && failures.length < 50 && !failures.includes(plain.trim()))
    failures.push(plain.trim());
  const vitest = /\bTests\s+(.*)\(\d+\)\s*$/.exec(plain);
  const parts = vitest
    ? vitest[1].split('|')
    : /^\S+:\s+(\d+ (passed|failed|skipped|flaky)) ?(\(.*\))?\s*$/.test(plain)
      ? [plain]
      : [];
  for (const part of parts) {
    const m = /(\d+) (passed|failed|skipped|flaky)/.exec(part);
    if (m) totals[m[2] === 'flaky' ? 'passed' : m[2]] += Number(m[1]);
  }
}
/** Everything but the builds and the end-to-end suites, which need them. */
const checks = [
  'lint',
  'typecheck',
  'test',
  'test:cluster',
  'check-package',
  'docs',
  'test-storybook',
  'build-storybook',
  'check-storybook',
];
const extra = process.argv.slice(2);

/** One `turbo run`, its output counted as it comes; resolves to its exit code. */
function turbo(args) {
  const child = spawn(
    'pnpm',
    ['exec', 'turbo', 'run', ...args, '--continue=dependencies-successful', ...extra],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let pending = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(count);
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      count(pending);
      resolve(code ?? 1);
    });
  });
}

/*
 * Two lanes on CI's two cores, from the moment everything is built: the portal's end-to-end suite (the longest task)
 * and the checks, one task at a time. One turbo run starts tasks in graph order, not by length. The back office's
 * suite runs in whichever lane is free first: the two lanes' lengths swap with the machine's load. `--only`: nothing
 * is built again (a cache hit would rewrite the files the portal's server is serving).
 */
async function run() {
  const built = await turbo(['build', '--concurrency=2']);
  const rest = turbo([...checks, '--only', '--concurrency=1']);
  if (built !== 0) {
    await rest;
    return built;
  }
  const portal = turbo(['e2e', '--filter=@art-portal/portal', '--only']);
  const admin = Promise.race([rest, portal]).then(() =>
    turbo(['e2e', '--filter=@art-portal/admin', '--only']),
  );
  const codes = await Promise.all([rest, portal, admin]);
  return codes.find((code) => code !== 0) ?? 0;
}

// Lighthouse is a report, not a gate: scores swing by ±10 on a shared machine. It costs about 5 minutes of CI's 55,
// and CI keeps no output of a run that passes, so it runs only with LIGHTHOUSE_REPORT=1; docs/quality.md records the
// medians of full `pnpm bench:web` runs.
function lighthouseReport() {
  if (process.env.LIGHTHOUSE_REPORT !== '1') return Promise.resolve();
  console.log('\n[test] Lighthouse report (one run per page and profile; not a gate):');
  return new Promise((resolve) => {
    const bench = spawn('node', [join(root, 'tooling', 'bench-web', 'benchWeb.mjs')], {
      cwd: root,
      env: { ...env, BENCH_RUNS: '1', BENCH_OUT: '-' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    bench.on('close', (status) => {
      if (status !== 0)
        console.warn(
          `[test] The Lighthouse report did not complete (exit ${status}); it does not fail the run.`,
        );
      resolve();
    });
  });
}

void run().then((code) => {
  postgres?.stop();
  void lighthouseReport().then(() => {
    if (failures.length > 0) {
      console.log('\n[test] Failed (a test retried and then passed is listed too):');
      for (const failure of failures) console.log(`  ${failure}`);
    }
    console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    if (repoLint.status !== 0) console.error('[test] pnpm lint:repo (knip, sherif, Prettier) failed.');
    process.exit(repoLint.status !== 0 ? 1 : code);
  });
});
