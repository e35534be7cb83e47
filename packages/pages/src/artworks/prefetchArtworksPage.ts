import { portalApi } from '@art-portal/state';
import type { PagePrefetch } from '../providers/PagePrefetch';
import { artworksQuery } from './artworksQuery';

/** Prefetches 数字作品's filters and the list its query asks for. */
export const prefetchArtworksPage: PagePrefetch = (dispatch, search) => {
  dispatch(portalApi.util.prefetch('artworksListTypes', undefined, {}));
  dispatch(portalApi.util.prefetch('artworksListInfoTypes', undefined, {}));
  dispatch(portalApi.util.prefetch('artworksList', artworksQuery(search), {}));
};
