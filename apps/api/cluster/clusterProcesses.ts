import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { freePort } from '../soak/freePort';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const repoDir = resolve(apiDir, '..', '..');
const portalDir = join(repoDir, 'apps', 'portal');

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** How long nginx keeps an idle connection to an instance: deploy/nginx/upstreams.conf's `keepalive_timeout`. */
export const upstreamKeepaliveSeconds = (() => {
  const conf = readFileSync(join(repoDir, 'deploy', 'nginx', 'upstreams.conf'), 'utf8');
  const seconds = /^\s*keepalive_timeout\s+(\d+)s;/m.exec(conf)?.[1];
  if (!seconds) throw new Error('deploy/nginx/upstreams.conf sets no keepalive_timeout');
  return Number(seconds);
})();

/** Polls `url` until it answers 2xx, the process exits, or `ms` pass. */
export async function waitForOk(
  url: string,
  ms: number,
  child?: ChildProcess,
  log?: () => string,
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}\n${log?.() ?? ''}`);
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    await response?.arrayBuffer().catch(() => undefined);
    if (response?.ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 2xx within ${ms} ms\n${log?.() ?? ''}`);
    await sleep(200);
  }
}

function postgresBin(): string {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions.find((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  if (!version)
    throw new Error(
      'PostgreSQL is not installed (npm test installs it: node tooling/scripts/setup.mjs --for-tests)',
    );
  return `/usr/lib/postgresql/${version}/bin`;
}

/** A PostgreSQL cluster of the test's own, on 127.0.0.1, that can be stopped and started again. */
export type Postgres = {
  url: string;
  stop: () => void;
  start: () => void;
  running: () => boolean;
  remove: () => void;
};

export function startPostgres(port: number): Postgres {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'art-portal-cluster-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const as = (command: string, args: string[]) => {
    const result =
      process.getuid?.() === 0
        ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
        : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} ${args.join(' ')}: ${result.stderr}${result.stdout}`);
  };
  as(`${bin}/initdb`, ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = () => {
    as(`${bin}/pg_ctl`, ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']);
    running = true;
  };
  const stop = () => {
    as(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    running: () => running,
    remove: () => {
      if (running) stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One server process of the cluster: restartable, with the tail of its stderr for failure messages. */
export type Instance = {
  readonly name: string;
  readonly port: number;
  readonly metricsPort: number;
  /** The back office's port (ADMIN_PORT) of an API instance. */
  readonly adminPort: number;
  readonly pid: number | undefined;
  start: () => Promise<void>;
  /** Ends the process with `signal` and waits for it to exit. */
  stop: (signal: NodeJS.Signals) => Promise<void>;
  log: () => string;
};

function instance(
  name: string,
  spawnIt: () => ChildProcess,
  ports: { port: number; metricsPort: number; adminPort: number; readyPath: string },
): Instance {
  const { port, metricsPort, adminPort, readyPath } = ports;
  let child: ChildProcess | null = null;
  let output = '';
  return {
    name,
    port,
    metricsPort,
    adminPort,
    get pid() {
      return child?.pid;
    },
    start: async () => {
      const started = spawnIt();
      child = started;
      started.stderr?.on(
        'data',
        (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000)),
      );
      await waitForOk(`http://127.0.0.1:${port}${readyPath}`, 120_000, started, () => output);
    },
    stop: async (signal) => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((done) => running.once('exit', () => done()));
      running.kill(signal);
      await exited;
    },
    log: () => output,
  };
}

/** A Node server on two free ports (its own and its metrics'), with an IPC channel that ends it with the test. */
async function nodeInstance(
  name: string,
  run: { cwd: string; args: string[]; env: Record<string, string>; readyPath: string },
): Promise<Instance> {
  const port = await freePort();
  const metricsPort = await freePort();
  const adminPort = await freePort();
  const spawnIt = () =>
    spawn(process.execPath, run.args, {
      cwd: run.cwd,
      env: {
        ...process.env,
        ...run.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        // Each instance's back office on a free port of its own (not the default 4174, which both would take).
        ADMIN_PORT: String(adminPort),
        METRICS_PORT: String(metricsPort),
      },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
  return instance(name, spawnIt, { port, metricsPort, adminPort, readyPath: run.readyPath });
}

/** An API instance: the built `dist/main.js`, as production runs it. */
export function apiInstance(name: string, env: Record<string, string>): Promise<Instance> {
  return nodeInstance(name, {
    cwd: apiDir,
    args: ['--enable-source-maps', 'dist/main.js'],
    env: { ...env, LOG_LEVEL: 'warn' },
    readyPath: '/readyz',
  });
}

/** A rendering instance: `apps/portal/server.mjs` over the built portal. */
export function rendererInstance(name: string, env: Record<string, string>): Promise<Instance> {
  // Its /readyz asks the API through nginx, which may not run yet: it counts as started once it answers at all.
  return nodeInstance(name, { cwd: portalDir, args: ['server.mjs'], env, readyPath: '/healthz' });
}

/** Debian's nginx with deploy/nginx's files, its upstreams on the given instances, on 127.0.0.1 only. */
export type Nginx = {
  port: number;
  apiPort: number;
  stop: () => Promise<void>;
  log: () => string;
  /** What the access log holds so far. */
  accessLog: () => string;
  /** What the error log (level warn) holds so far. */
  errorLog: () => string;
};

export async function startNginx(
  ports: { port: number; apiPort: number; adminPort: number },
  apis: Instance[],
  renderers: Instance[],
): Promise<Nginx> {
  if (!existsSync('/usr/sbin/nginx'))
    throw new Error(
      'nginx is not installed (npm test installs it: node tooling/scripts/setup.mjs --for-tests)',
    );
  const { port, apiPort, adminPort } = ports;
  const prefix = mkdtempSync(join(tmpdir(), 'art-portal-nginx-'));
  mkdirSync(join(prefix, 'tmp'));
  symlinkSync(join(repoDir, 'deploy', 'nginx'), join(prefix, 'art-portal'));
  const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  const servers = (list: Instance[], which: 'port' | 'adminPort' = 'port') =>
    list.map((i) => `    server 127.0.0.1:${i[which]} max_fails=1 fail_timeout=10s;`).join('\n');
  // The test's own frame (ports, paths, upstreams); the locations and the retry map are deploy/nginx's.
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${existsSync(brotli) ? `load_module ${brotli};` : ''}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  include art-portal/api-reads.conf;
  include art-portal/access-log.conf;
  access_log ${prefix}/access.log art_portal;
  upstream art_api {
${servers(apis)}
    keepalive 16;
    keepalive_timeout ${upstreamKeepaliveSeconds}s;
  }
  upstream art_admin {
${servers(apis, 'adminPort')}
    keepalive 8;
    keepalive_timeout ${upstreamKeepaliveSeconds}s;
  }
  upstream art_portal {
${servers(renderers)}
    keepalive 16;
    keepalive_timeout ${upstreamKeepaliveSeconds}s;
  }
  server {
    listen 127.0.0.1:${port};
    root ${join(portalDir, 'build', 'client')};
    include art-portal/portal-locations.conf;
    # The test reads codes from the APIs' dev outbox (API_DEV_OUTBOX=1), which production never publishes.
    location /__dev/ { proxy_pass http://art_api; include art-portal/proxy-headers.conf; }
  }
  server {
    listen 127.0.0.1:${apiPort};
    include art-portal/api-locations.conf;
    location = /readyz { proxy_pass http://art_api; include art-portal/proxy-headers.conf; }
  }
  server {
    listen 127.0.0.1:${adminPort};
    include art-portal/admin-networks.conf;
    include art-portal/admin-locations.conf;
  }
}
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const log = () => output;
  const readLog = (name: string) =>
    existsSync(join(prefix, name)) ? readFileSync(join(prefix, name), 'utf8') : '';
  await waitForOk(`http://127.0.0.1:${port}/favicon.svg`, 20_000, child, log);
  return {
    port,
    apiPort,
    log,
    accessLog: () => readLog('access.log'),
    errorLog: () => readLog('error.log'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise<void>((done) => child.once('exit', () => done()));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
