import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { maxInputPixels } from './renditions';

/** Tile edge in pixels: 512 keeps a 6000 px work to about 200 tiles and a screen to a dozen requests. */
const tileSize = 512;

/** Where pyramids are published, and where they are made before that (beside the renditions). */
export function pyramidFolders(renditions: string): { published: string; staging: string } {
  return { published: join(renditions, 'iiif'), staging: join(renditions, 'iiif-staging') };
}

/** The identifier of a stored picture's pyramid: its key's digest, so URLs never carry the key's characters. */
export function pyramidId(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

/** True when `id` is a pyramid identifier's shape (never a path). */
export const isPyramidId = (id: string): boolean => /^[0-9a-f]{32}$/.test(id);

/**
 * A tile of a level-0 IIIF Image API 3 pyramid as sharp writes it: `x,y,w,h/w,h/0/default.jpg`, and the whole picture
 * at the smallest scale as `full/w,h/0/default.jpg`.
 */
export const isTilePath = (path: string): boolean =>
  /^(\d{1,6},\d{1,6},\d{1,6},\d{1,6}|full)\/\d{1,5},\d{1,5}\/0\/default\.jpg$/.test(path);

const infoFile = 'info.json';
const refusedFile = (published: string, id: string) => join(published, `${id}.refused`);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** What became of a picture's pyramid. */
export type PyramidOutcome =
  | { state: 'ready'; id: string; width: number; height: number; ms: number; bytes: number }
  | { state: 'refused'; id: string; reason: string };

/** The Chinese reason a picture is kept untiled, from what sharp said. */
function refusal(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message))
    return `图片像素超过 ${Math.round(maxInputPixels / 1_000_000)} 百万的上限，保留原图，不切片`;
  return `图片无法解码，保留原图，不切片（${message.slice(0, 120)}）`;
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  return total;
}

/**
 * Makes the level-0 IIIF Image API 3 pyramid of the picture at `source` (tiles and `info.json`) in a staging
 * folder, then publishes it with one rename: a pyramid is either whole or absent. A picture over the pixel limit
 * (a decompression bomb included) is refused before it is decoded, and the refusal is kept so it is not tried again.
 */
export async function makePyramid(source: string, key: string, renditions: string): Promise<PyramidOutcome> {
  const { published, staging } = pyramidFolders(renditions);
  const id = pyramidId(key);
  const refusedAt = refusedFile(published, id);
  if (await isFile(refusedAt)) return { state: 'refused', id, reason: await readFile(refusedAt, 'utf8') };
  const work = join(staging, randomUUID());
  const started = performance.now();
  await mkdir(work, { recursive: true });
  await mkdir(published, { recursive: true });
  try {
    const info = await sharp(source, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .jpeg({ quality: 80, mozjpeg: true })
      // The `id` is replaced by the storage host's public URL when info.json is served.
      .tile({ layout: 'iiif3', size: tileSize, id: 'https://storage.invalid/iiif' })
      .toFile(join(work, id));
    const bytes = await folderBytes(join(work, id));
    await rename(join(work, id), join(published, id)).catch(async (error: unknown) => {
      // Another process published the same pyramid first: theirs stands.
      if (!(await isFile(join(published, id, infoFile)))) throw error;
    });
    return {
      state: 'ready',
      id,
      width: info.width,
      height: info.height,
      ms: performance.now() - started,
      bytes,
    };
  } catch (error) {
    if (error instanceof Error && 'syscall' in error) throw error;
    const reason = refusal(error);
    await writeFile(refusedAt, reason);
    return { state: 'refused', id, reason };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** True when the pyramid of `key` is published. */
export function pyramidReady(renditions: string, key: string): Promise<boolean> {
  return isFile(join(pyramidFolders(renditions).published, pyramidId(key), infoFile));
}

/** The published `info.json` of pyramid `id` with `id` set to its URL `serviceUrl`, or null when it is not there. */
export async function pyramidInfo(
  renditions: string,
  id: string,
  serviceUrl: string,
): Promise<string | null> {
  try {
    const info = JSON.parse(
      await readFile(join(pyramidFolders(renditions).published, id, infoFile), 'utf8'),
    ) as Record<string, unknown>;
    return JSON.stringify({ ...info, id: serviceUrl });
  } catch {
    return null;
  }
}
