import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { freePort } from './freePort';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The API under test, in its own process on loopback, with a fresh data folder. */
export type SoakServer = {
  baseUrl: string;
  dataDir: string;
  /** Resident set size of the server process, in MiB (Linux `/proc`). */
  rssMiB: () => number;
  stop: () => Promise<void>;
};

/**
 * Starts the built server (`dist/main.js`, as production runs it; the soak script builds first) directly under
 * Node, so the child's pid is the server's, with `API_DEV_OUTBOX=1`, on 127.0.0.1 only, and waits until it answers.
 */
export async function startSoakServer(env: Record<string, string> = {}): Promise<SoakServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'art-portal-soak-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PORT: '0',
      DATA_DIR: dataDir,
      API_DEV_OUTBOX: '1',
      WARM_SEED_IMAGES: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${baseUrl}/api/portal/home/visit`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the API did not answer within 180 s');
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    baseUrl,
    dataDir,
    rssMiB: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
      return Math.round((kb / 1024) * 10) / 10;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
