import { pictureSrcSet, pictureUrl } from '@art-portal/api-client';
import type { Picture } from '../internal/preloadPicture';
import { pictureLadder } from '../internal/pictureLadder';

/** The renditions a banner is shown from, full width: what the carousel renders and what is preloaded for it. */
export function bannerPicture(imageUrl: string): Picture {
  return {
    src: pictureUrl(imageUrl, 'imglarge'),
    srcSet: pictureSrcSet(imageUrl, pictureLadder(400, 2400)),
    webpSrcSet: pictureSrcSet(imageUrl, pictureLadder(400, 2400), 'webp'),
    sizes: '100vw',
  };
}
