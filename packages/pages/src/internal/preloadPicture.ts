import type { PictureSources } from '@art-portal/ui-shell/content';
import { preload } from 'react-dom';

/** A picture's `src`, `srcset` and `sizes`, as an `<img>` renders them. */
export type Picture = PictureSources & { sizes: string };

/**
 * Starts loading the picture an `<img>` with the same attributes will show (the browser picks the same
 * candidate and reuses the response), at high priority: for a page's largest picture, known from a prefetch
 * (nothing when the data has none).
 */
export function preloadPicture(picture: Picture | undefined): void {
  if (!picture) return;
  const { src, srcSet, webpSrcSet, sizes } = picture;
  // The `<picture>`'s WebP source is what the browser will pick; `type` keeps a browser without WebP from loading it.
  if (webpSrcSet)
    preload(src, {
      as: 'image',
      imageSrcSet: webpSrcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
      type: 'image/webp',
    });
  else preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
}
