import { pictureSrcSet, pictureUrl } from '@art-portal/api-client';
import type { Picture } from '../internal/preloadPicture';

/** The renditions a banner is shown from, full width: what the carousel renders and what is preloaded for it. */
export function bannerPicture(imageUrl: string): Picture {
  return {
    src: pictureUrl(imageUrl, 'imglarge'),
    srcSet: pictureSrcSet(imageUrl, [
      ['imgmedium', 960],
      ['imglarge', 1600],
      ['imgsupergraph', 2400],
    ]),
    sizes: '100vw',
  };
}
