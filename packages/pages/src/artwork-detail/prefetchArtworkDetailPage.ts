import { portalApi } from '@art-portal/state';
import { preloadPictureOf } from '../internal/preloadPicture';
import type { PagePrefetch } from '../providers/PagePrefetch';
import { firstArtworkPicture } from './artworkPicture';

/** Prefetches 作品详情's work (`?id=`), its picture as soon as the work is known, and its 其他作品. */
export const prefetchArtworkDetailPage: PagePrefetch = (dispatch, search) => {
  const id = search.get('id') ?? '';
  if (id === '') return;
  preloadPictureOf(
    dispatch(portalApi.endpoints.artworksGet.initiate({ id }, { subscribe: false })),
    firstArtworkPicture,
  );
  dispatch(portalApi.util.prefetch('artworksListRelated', { id }, {}));
};
