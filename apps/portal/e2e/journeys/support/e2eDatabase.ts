import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

type Cluster = { url: string; stop: () => void };
type StartPostgres = (port: number) => Cluster | null;

function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );
}

/**
 * The PostgreSQL database the e2e server runs on, so that the admin review command (a second process)
 * writes to the same data: a fresh database on `TEST_DATABASE_URL`'s server, else on a throw-away
 * cluster started here and stopped when the runner exits. `''` when no PostgreSQL is installed: the
 * server then runs on PGlite, and the review journey fails saying why.
 */
export async function e2eDatabaseUrl(repoRoot: string): Promise<string> {
  let base = process.env.TEST_DATABASE_URL ?? '';
  // Workers inherit the runner's choice; a worker never starts a cluster of its own.
  if (process.env.TEST_WORKER_INDEX !== undefined) return '';
  if (base === '') {
    const modulePath = join(repoRoot, 'tooling', 'scripts', 'withPostgres.mjs');
    const { startPostgres } = (await import(modulePath)) as { startPostgres: StartPostgres };
    const cluster = startPostgres(freePort());
    if (!cluster) return '';
    process.once('exit', () => cluster.stop());
    // A runner killed by SIGTERM (e.g. `timeout`) would otherwise leave the cluster running.
    process.once('SIGTERM', () => {
      cluster.stop();
      process.exit(143);
    });
    base = cluster.url;
  }
  const name = `art_portal_e2e_${process.pid}_${Date.now()}`;
  execFileSync('psql', [base, '-v', 'ON_ERROR_STOP=1', '-q', '-c', `create database ${name}`], {
    stdio: 'ignore',
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
