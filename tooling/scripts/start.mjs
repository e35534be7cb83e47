#!/usr/bin/env node
// Builds the portal, the back office and the API and serves its rendered pages, its assets and the API with its demo data from one process.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPortalAndApi } from './buildPortalAndApi.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const port = process.env.PORT ?? '4173';
const host = process.env.HOST ?? '127.0.0.1';

if (!buildPortalAndApi()) process.exit(1);

// The server itself (what `pnpm --filter @art-portal/api start` runs), not through pnpm: its IPC channel closes when
// this process ends however it ends (kill -9 included), and the server then closes too.
const api = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: join(root, 'apps', 'api'),
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: {
    ...env,
    PORT: port,
    HOST: host,
    METRICS_PORT: env.METRICS_PORT ?? '9464',
    STATIC_DIR: join(root, 'apps', 'portal', 'build', 'client'),
    PORTAL_SERVER: join(root, 'apps', 'portal', 'build', 'server', 'index.js'),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://${host}:${port}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
