import { join } from 'node:path';
import type { Picture } from '@art-portal/api-client';
import sharp from 'sharp';
import { parseArtKey } from '../seed/generativeArt';
import { bucketPaths } from './registerStorage';
import { keyInside } from './uploadPolicy';

const storagePrefix = '/storage/';

/**
 * A picture's pixel size, read from its key when the seed generated it, else from its stored file's header; 0 × 0
 * when the URL is not in this storage or cannot be read. `service` stays null until its tile pyramid is made.
 */
export async function describePicture(url: string, dataDir: string): Promise<Picture> {
  const unknown: Picture = { url, width: 0, height: 0, service: null };
  if (!url.startsWith(storagePrefix)) return unknown;
  const key = url.slice(storagePrefix.length);
  const art = parseArtKey(key);
  if (art) return { ...unknown, width: art.width, height: art.height };
  const dir = key.slice(0, key.indexOf('/') + 1);
  if (!dir || !keyInside(key, dir)) return unknown;
  try {
    const { width, height } = await sharp(join(bucketPaths(dataDir).objects, key)).metadata();
    return { ...unknown, width: width ?? 0, height: height ?? 0 };
  } catch {
    return unknown;
  }
}
