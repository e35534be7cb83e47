import { portalApi } from '@art-portal/state';
import type { PagePrefetch } from '../providers/PagePrefetch';

/** Prefetches 作品详情's work and its 其他作品 (`?id=`). */
export const prefetchArtworkDetailPage: PagePrefetch = (dispatch, search) => {
  const id = search.get('id') ?? '';
  if (id === '') return;
  dispatch(portalApi.util.prefetch('getArtwork', { id }, {}));
  dispatch(portalApi.util.prefetch('listRelatedArtworks', { id }, {}));
};
