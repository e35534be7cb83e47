import type { Artwork } from '@art-portal/api-client';
import type { PictureSources } from '@art-portal/ui-shell/content';
import { coverPicture } from '../internal/coverPicture';
import type { Picture } from '../internal/preloadPicture';

/**
 * The `sizes` of the work's picture, as drawn: the container's width less its padding (16 px a side on a phone,
 * 24 px from 600 px) below 900 px; from there the grid's wider column, three fifths of the container less its 40 px
 * gap, at most 667 px (the container's 1200 px).
 */
export const ARTWORK_PICTURE_SIZES =
  '(max-width: 599.95px) calc(100vw - 32px), (max-width: 899.95px) calc(100vw - 48px), (max-width: 1199.95px) calc(60vw - 53px), 667px';

/** The widest rendition the work's picture is offered at: its 667 px column at 2×, a phone's 430 px at 3×. */
const widestArtworkPicture = 1920;

/** The pictures of a work, the cover when it has no others. */
export function artworkImages(artwork: Artwork): readonly string[] {
  return artwork.images.length > 0 ? artwork.images : [artwork.cover];
}

/** The picture 作品详情 shows first (its largest), as it renders it. */
export function firstArtworkPicture(artwork: Artwork): Picture {
  return { ...artworkPicture(artworkImages(artwork)[0] ?? artwork.cover), sizes: ARTWORK_PICTURE_SIZES };
}

/** The renditions of one of the work's pictures, as the page shows it large. */
export function artworkPicture(url: string): PictureSources {
  return coverPicture(url, widestArtworkPicture);
}
