import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from './processAlive';

/**
 * Claims a PGlite data directory for this process: PGlite is single-process, so a second opener (the
 * review or seed command while the server runs) is refused with a clear message instead of corrupting it.
 * @returns the release function.
 */
export function lockPgliteDir(dir: string): () => void {
  const file = join(dir, 'api.pid');
  let holder: number | null;
  try {
    holder = Number(readFileSync(file, 'utf8').trim()) || null;
  } catch {
    holder = null;
  }
  if (holder !== null && holder !== process.pid && processAlive(holder)) {
    throw new Error(
      `The PGlite database in ${dir} is in use by process ${holder} (PGlite serves one process). Stop the API first, or run both against PostgreSQL with DATABASE_URL.`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
