import { portalApi } from '@art-portal/state';
import { preloadPictureOf } from '../internal/preloadPicture';
import type { PagePrefetch } from '../providers/PagePrefetch';
import { bannerPicture } from './bannerPicture';
import { homeQueries } from './homeQueries';

/** Prefetches 首页's calls, and the first banner's picture as soon as the banners are known. */
export const prefetchHomePage: PagePrefetch = (dispatch) => {
  preloadPictureOf(
    dispatch(portalApi.endpoints.homeListBanners.initiate(undefined, { subscribe: false })),
    ([first]) => (first ? bannerPicture(first.imageUrl) : undefined),
  );
  dispatch(portalApi.util.prefetch('artworksList', homeQueries.artworks, {}));
  dispatch(portalApi.util.prefetch('activitiesList', homeQueries.activities, {}));
  dispatch(portalApi.util.prefetch('newsList', homeQueries.news, {}));
  dispatch(portalApi.util.prefetch('coursesList', homeQueries.courses, {}));
};
