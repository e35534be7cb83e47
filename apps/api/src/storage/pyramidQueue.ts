import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArtKey } from '../seed/generativeArt';
import { bucketPaths, ensureSeedPicture } from './registerStorage';
import { makePyramid, type PyramidOutcome } from './tilePyramids';
import { keyInside } from './uploadPolicy';

/** Where a queue reports what it made or refused. */
export type PyramidLog = (outcome: PyramidOutcome & { key: string }) => void;

type Queue = { waiting: Set<string>; running: Promise<void>; stopped: boolean };

/** One queue per data folder: pyramids are made one at a time, beside the requests, never during one. */
const queues = new Map<string, Queue>();

async function tile(dataDir: string, key: string, log: PyramidLog): Promise<void> {
  const { objects, renditions } = bucketPaths(dataDir);
  const dir = key.slice(0, key.indexOf('/') + 1);
  if (!dir || !keyInside(key, dir)) return;
  if (parseArtKey(key) && !(await ensureSeedPicture(objects, key))) return;
  if (
    !(await stat(join(objects, key)).then(
      (s) => s.isFile(),
      () => false,
    ))
  )
    return;
  const outcome = await makePyramid(join(objects, key), key, renditions).catch(() => null);
  if (outcome) log({ ...outcome, key });
}

/**
 * Asks for the pyramid of the stored picture `key` in the background; asking again while it waits costs nothing.
 * The promise settles when the queue has nothing left (tests and the seed command wait for it).
 */
export function requestPyramid(dataDir: string, key: string, log: PyramidLog = () => {}): Promise<void> {
  let queue = queues.get(dataDir);
  if (!queue) {
    queue = { waiting: new Set(), running: Promise.resolve(), stopped: false };
    queues.set(dataDir, queue);
  }
  const current = queue;
  if (current.waiting.has(key)) return current.running;
  current.waiting.add(key);
  current.running = current.running.then(async () => {
    try {
      if (!current.stopped) await tile(dataDir, key, log);
    } catch {
      // The bucket went away or could not be written (a server closing, a full disk): the next read asks again.
    } finally {
      current.waiting.delete(key);
    }
  });
  return current.running;
}

/**
 * Stops the queue of `dataDir`: what waits is dropped, and the promise settles once the pyramid being made is done
 * (a closing server waits for it before its bucket may go).
 */
export async function stopPyramids(dataDir: string): Promise<void> {
  const queue = queues.get(dataDir);
  if (!queue) return;
  queue.stopped = true;
  queues.delete(dataDir);
  await queue.running;
}
