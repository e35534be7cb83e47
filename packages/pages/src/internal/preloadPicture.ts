import type { PictureSources } from '@art-portal/ui-shell/content';
import { preload } from 'react-dom';

/** A picture's `src`, `srcset` and `sizes`, as an `<img>` renders them. */
export type Picture = PictureSources & { sizes: string };

/**
 * Starts loading the picture an `<img>` with the same attributes will show (the browser picks the same
 * candidate and reuses the response), at high priority: for a page's largest picture, known from a prefetch.
 */
function preloadPicture({ src, srcSet, sizes }: Picture): void {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
}

/** Preloads the picture `pictureOf` finds in a prefetched call's data once it arrives (nothing if it fails). */
export function preloadPictureOf<T>(
  call: { unwrap: () => Promise<T> },
  pictureOf: (data: T) => Picture | undefined,
): void {
  void call
    .unwrap()
    .then((data) => {
      const picture = pictureOf(data);
      if (picture) preloadPicture(picture);
    })
    .catch(() => undefined);
}
