import type { PictureStore } from './describePicture';
import { requestPyramid } from './pyramidQueue';
import { bucketPaths } from './registerStorage';
import { pyramidReady } from './tilePyramids';

const storagePrefix = '/storage/';

/**
 * Asks the background queue for the IIIF tile pyramid of each stored picture in `urls` that has none yet (a 作品
 * just published): made off the request path, one at a time, as a work's first read would ask. Addresses outside
 * the storage are left alone. Resolves once the pyramids are asked for, not made.
 */
export async function requestPyramids(store: PictureStore, urls: readonly string[]): Promise<void> {
  const { renditions } = bucketPaths(store.dataDir);
  for (const url of new Set(urls)) {
    if (!url.startsWith(storagePrefix)) continue;
    const key = url.slice(storagePrefix.length);
    if (!(await pyramidReady(renditions, key))) void requestPyramid(store.dataDir, key, store.log);
  }
}
