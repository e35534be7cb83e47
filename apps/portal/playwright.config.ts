import { chromiumLaunchOptions } from '@art-portal/tooling/chromium';
import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eDatabaseUrl } from './e2e/journeys/support/e2eDatabase';

const portalDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(portalDir, '..', '..');

/* The config is evaluated again in every worker: the runner picks the port and data folder once and
   hands them down through the environment. */
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_ADMIN_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'art-portal-e2e-'));
// PostgreSQL, not PGlite: the journeys' admin review command writes to the server's database from another process.
process.env.E2E_DATABASE_URL ??= await e2eDatabaseUrl(repoRoot);

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  // One folder per run: two runs at once must not delete each other's artifacts.
  outputDir: `./test-results/run-${port}`,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // Tagged @mobile-only: what only a touch screen does (pinch, double tap, swipe).
      grepInvert: /@mobile-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      name: 'mobile',
      // Tagged @desktop-only: what the phone layout does not have (the desktop menus' sub-items), what does not
      // depend on the layout (HTTP answers, headers, redirects, the API's faults beyond one per page, the dialogs'
      // focus trap, the account journeys after the first: the same dialogs and code), and routes of a layout another
      // route stands in for (routeCatalogue's layoutSample). The XSS corpus is sanitised before any layout sees it.
      grepInvert: /@desktop-only/,
      testIgnore: '**/quality/xss.spec.ts',
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 360, height: 740 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  // The built API (dist/main.js) serving this portal's build: `pnpm e2e` (turbo) builds both first.
  webServer: {
    command: 'pnpm --filter @art-portal/api start',
    cwd: repoRoot,
    url: `${baseURL}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      // The back office listens too, on a free port of its own (a running `npm start` holds 4174): the journeys
      // 通过 their entries there as the demo 审核员.
      ADMIN_PORT: process.env.E2E_ADMIN_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      STATIC_DIR: join(portalDir, 'build', 'client'),
      PORTAL_SERVER: join(portalDir, 'build', 'server', 'index.js'),
      API_DEV_OUTBOX: '1',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      WARM_SEED_IMAGES: '0',
      // Every suite logs in from 127.0.0.1; the per-IP caps themselves are proven by the API's tests and the burst check.
      CODE_HOURLY_CAP_PER_IP: '100000',
      IMAGE_CODE_HOURLY_CAP_PER_IP: '100000',
      PUBLIC_URL: baseURL,
      // A low part size, so that /sitemap.xml is an index of several parts of each kind even for the demo content.
      SITEMAP_PART_SIZE: '20',
    },
  },
});
