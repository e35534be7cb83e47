import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, realpath, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Production runs the build: `node dist/main.js`, with no TypeScript compiler at run time. This starts the built
 * server as production would, from a copy of the package that holds only what a deployment ships (package.json,
 * dist with the migrations' SQL, seed-assets) and whose node_modules has only the runtime dependencies, so tsx and
 * typescript cannot be found; no loader flags, no NODE_OPTIONS. It tests whatever `dist` holds: `pnpm turbo run
 * test` builds first; when running Vitest alone, build first with `pnpm turbo run build --filter=@art-portal/api`.
 */

const apiDir = fileURLToPath(new URL('..', import.meta.url));

type Manifest = { dependencies: Record<string, string>; scripts: { start: string } };

/** A deployment-like copy of the package: the runtime dependencies are links to the installed ones, nothing else. */
async function deploymentCopy(target: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(apiDir, 'package.json'), 'utf8')) as Manifest;
  await cp(join(apiDir, 'package.json'), join(target, 'package.json'));
  await cp(join(apiDir, 'dist'), join(target, 'dist'), { recursive: true });
  await cp(join(apiDir, 'seed-assets'), join(target, 'seed-assets'), { recursive: true });
  for (const name of Object.keys(manifest.dependencies)) {
    const link = join(target, 'node_modules', name);
    await mkdir(dirname(link), { recursive: true });
    await symlink(await realpath(join(apiDir, 'node_modules', name)), link, 'dir');
  }
  return manifest;
}

/** The server's origin, from its "Server listening at" log line (it is started on port 0), once it answers. */
async function waitForOrigin(child: ChildProcess, log: () => string): Promise<string> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the built server exited with ${child.exitCode}:\n${log()}`);
    const origin = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log())?.[1];
    if (origin && (await fetch(`${origin}/openapi.json`).catch(() => null))?.ok) return origin;
    if (Date.now() > deadline) throw new Error(`the built server did not answer within 150 s:\n${log()}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

describe('the built server, started by the `start` script', () => {
  let work = '';
  let server: ChildProcess | undefined;
  let origin = '';
  let output = '';
  let packageDir = '';
  let env: NodeJS.ProcessEnv = {};

  beforeAll(async () => {
    if (!(await stat(join(apiDir, 'dist', 'main.js')).catch(() => null))) {
      throw new Error(
        'apps/api/dist/main.js is missing: run `pnpm turbo run build --filter=@art-portal/api` (turbo builds before these tests)',
      );
    }
    work = await mkdtemp(join(tmpdir(), 'art-portal-built-'));
    packageDir = join(work, 'api');
    const manifest = await deploymentCopy(packageDir);
    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      WARM_SEED_IMAGES: '0',
      LOG_LEVEL: 'info',
    };
    // Node 22.6+ could run .ts files itself; forbid it, so the answer is the same on every Node.
    if ('typescript' in process.features) env.NODE_OPTIONS = '--no-experimental-strip-types';
    // The package's own `start` script, as `pnpm start` runs it (exec: the signal reaches the server itself).
    server = spawn('sh', ['-c', `exec ${manifest.scripts.start}`], {
      cwd: packageDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    origin = await waitForOrigin(server, () => output);
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server?.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('runs where neither tsx nor typescript can be resolved', () => {
    // Asked in a child with the server's folder and environment: this process has pnpm's NODE_PATH.
    const resolvable = (name: string) =>
      spawnSync(process.execPath, ['-e', `require.resolve(${JSON.stringify(name)})`], {
        cwd: packageDir,
        env,
      }).status === 0;
    expect(resolvable('tsx')).toBe(false);
    expect(resolvable('typescript')).toBe(false);
    expect(resolvable('fastify')).toBe(true);
  });

  it('answers the contract from the migrated, seeded database, with the shipped course videos', async () => {
    expect((await fetch(`${origin}/openapi.json`)).status).toBe(200);
    const course = (await (await fetch(`${origin}/api/portal/pass/course/selectById?id=1`)).json()) as {
      code: number;
      data: { title: string; videoUrl: string };
    };
    expect(course.code).toBe(200);
    expect(course.data.title).not.toBe('');
    const video = await fetch(`${origin}${course.data.videoUrl}`);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('logs each request with its address but without the words typed into a search box', async () => {
    const typed = encodeURIComponent('私人检索词');
    expect((await fetch(`${origin}/api/portal/search/suggest?keyword=${typed}`)).status).toBe(200);
    expect(
      (await fetch(`${origin}/api/portal/search/list?keyword=${typed}&pageNum=1&pageSize=8`)).status,
    ).toBe(200);
    await expect
      .poll(() => output.includes('/api/portal/search/list?keyword=[omitted]&pageNum=1'))
      .toBe(true);
    expect(output).toContain('"remoteAddress":"127.0.0.1"');
    expect(output).not.toContain(typed);
    expect(output).not.toContain('私人检索词');
  });
});
