import type { Artwork } from '@art-portal/api-client';
import { coverPicture } from '../internal/coverPicture';
import type { Picture } from '../internal/preloadPicture';

/** The `sizes` of the work's picture: the full width on a phone, the grid's wider column on a desktop. */
export const ARTWORK_PICTURE_SIZES = '(max-width: 900px) 100vw, 60vw';

/** The pictures of a work, the cover when it has no others. */
export function artworkImages(artwork: Artwork): readonly string[] {
  return artwork.images.length > 0 ? artwork.images : [artwork.cover];
}

/** The picture 作品详情 shows first (its largest), as it renders it. */
export function firstArtworkPicture(artwork: Artwork): Picture {
  return { ...coverPicture(artworkImages(artwork)[0] ?? artwork.cover), sizes: ARTWORK_PICTURE_SIZES };
}
