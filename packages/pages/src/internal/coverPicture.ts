import { pictureSrcSet, pictureUrl } from '@art-portal/api-client';
import type { PictureSources } from '@art-portal/ui-shell/content';
import { pictureLadder } from './pictureLadder';

/**
 * The renditions a cover is shown from: what `CoverImage` renders and what a prefetch preloads for it. From a
 * phone's card (180 px at 1.75×) to a wide column at 2× or 3×, up to `widest` pixels.
 */
export function coverPicture(src: string, widest = 1440): PictureSources {
  return {
    src: pictureUrl(src, 'imgmedium'),
    srcSet: pictureSrcSet(src, pictureLadder(240, widest)),
    webpSrcSet: pictureSrcSet(src, pictureLadder(240, widest), 'webp'),
  };
}
