import { join } from 'node:path';
import type { Picture } from '@art-portal/api-client';
import sharp from 'sharp';
import { parseArtKey } from '../seed/generativeArt';
import { requestPyramid, type PyramidLog } from './pyramidQueue';
import { bucketPaths } from './registerStorage';
import { pyramidId, pyramidReady } from './tilePyramids';
import { keyInside } from './uploadPolicy';

const storagePrefix = '/storage/';

/** What describing a picture needs: where the bucket is, the storage host's public URL, where tiling reports. */
export type PictureStore = { dataDir: string; publicUrl: string; log?: PyramidLog };

/** The absolute URL of a stored picture's IIIF Image API 3 service (its `info.json` is under it). */
export function pyramidServiceUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/storage/iiif/${id}`;
}

async function pixelSize(key: string, objects: string): Promise<{ width: number; height: number } | null> {
  const art = parseArtKey(key);
  if (art) return { width: art.width, height: art.height };
  try {
    // As shown (and tiled): turned upright by its EXIF orientation.
    const { width, height } = (await sharp(join(objects, key)).metadata()).autoOrient;
    return { width, height };
  } catch {
    return null;
  }
}

/**
 * A picture's pixel size, read from its key when the seed generated it, else from its stored file's header; 0 × 0
 * when the URL is not in this storage or cannot be read. `service` is its IIIF Image service once its tile pyramid
 * is published; until then it is null and the pyramid is asked for in the background.
 */
export async function describePicture(url: string, store: PictureStore): Promise<Picture> {
  const unknown: Picture = { url, width: 0, height: 0, service: null };
  if (!url.startsWith(storagePrefix)) return unknown;
  const key = url.slice(storagePrefix.length);
  const dir = key.slice(0, key.indexOf('/') + 1);
  if (!dir || !keyInside(key, dir)) return unknown;
  const { objects, renditions } = bucketPaths(store.dataDir);
  const size = await pixelSize(key, objects);
  if (!size) return unknown;
  if (await pyramidReady(renditions, key))
    return { url, ...size, service: pyramidServiceUrl(store.publicUrl, pyramidId(key)) };
  void requestPyramid(store.dataDir, key, store.log);
  return { url, ...size, service: null };
}
