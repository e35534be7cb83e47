import { chromiumLaunchOptions } from '@art-portal/tooling/chromium';
import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const adminDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(adminDir, '..', '..');
const portalBuild = join(repoRoot, 'apps', 'portal', 'build');

const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

/* The config is evaluated again in every worker: the runner picks the ports and the data folder once and hands
   them down through the environment. */
process.env.E2E_PORT ??= freePort();
process.env.E2E_ADMIN_PORT ??= freePort();
// A fresh PGlite database per run: the demo content and the demo staff, nothing else.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'art-portal-admin-e2e-'));

const portalURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const adminURL = `http://127.0.0.1:${process.env.E2E_ADMIN_PORT}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: `./test-results/run-${process.env.E2E_ADMIN_PORT}`,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One PGlite database: the journeys share it, each on its own records.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: adminURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  // The back office is a desk tool: desktop only.
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  // The built API serving the built back office on its own port, and the built portal (the journeys read the
  // published 资讯 there): `pnpm e2e` (turbo) builds all three first.
  webServer: {
    command: 'pnpm --filter @art-portal/api start',
    cwd: repoRoot,
    url: `${adminURL}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      ADMIN_PORT: process.env.E2E_ADMIN_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      STATIC_DIR: join(portalBuild, 'client'),
      PORTAL_SERVER: join(portalBuild, 'server', 'index.js'),
      ADMIN_STATIC_DIR: join(adminDir, 'dist'),
      PUBLIC_URL: portalURL,
      WARM_SEED_IMAGES: '0',
      // The moderation journey registers a customer on the portal through the dev outbox's SMS codes.
      API_DEV_OUTBOX: '1',
    },
  },
});
