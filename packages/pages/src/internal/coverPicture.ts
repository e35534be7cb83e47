import { pictureSrcSet, pictureUrl } from '@art-portal/api-client';
import type { PictureSources } from '@art-portal/ui-shell/content';

/** The renditions a cover is shown from: what `CoverImage` renders and what a prefetch preloads for it. */
export function coverPicture(src: string): PictureSources {
  return {
    src: pictureUrl(src, 'imgmedium'),
    srcSet: pictureSrcSet(src, [
      ['imgsmall', 480],
      ['imgmedium', 960],
      ['imglarge', 1600],
    ]),
  };
}
