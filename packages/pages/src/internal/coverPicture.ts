import { pictureSrcSet, pictureUrl } from '@art-portal/api-client';
import type { Picture } from './preloadPicture';

/** The renditions a cover is shown from: what `CoverImage` renders and what a prefetch preloads for it. */
export function coverPicture(src: string, sizes: string): Picture {
  return {
    src: pictureUrl(src, 'imgmedium'),
    srcSet: pictureSrcSet(src, [
      ['imgsmall', 480],
      ['imgmedium', 960],
      ['imglarge', 1600],
    ]),
    sizes,
  };
}
