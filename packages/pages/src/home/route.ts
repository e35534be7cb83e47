import { preloadPicture } from '../internal/preloadPicture';
import { definePage } from '../routing/definePage';
import { pageQuery } from '../routing/pageQuery';
import { bannerPicture } from './bannerPicture';

/** 首页's route: its five lists in the first response (the visit is counted in the browser). */
export const route = definePage({
  page: 'home',
  crumbs: [],
  queries: () => ({
    banners: pageQuery('homeListBanners'),
    artworks: pageQuery('artworksList', { pageNum: 1, pageSize: 8 }),
    activities: pageQuery('activitiesList', { pageNum: 1, pageSize: 3 }),
    news: pageQuery('newsList', { pageNum: 1, pageSize: 4 }),
    courses: pageQuery('coursesList', { pageNum: 1, pageSize: 4 }),
  }),
  then: {
    // The first banner's picture as soon as the banners are known.
    banners: ([first]) => preloadPicture(first ? bannerPicture(first.imageUrl) : undefined),
  },
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
