import { portalApi } from '@art-portal/state';
import { preloadPictureOf } from '../internal/preloadPicture';
import type { PagePrefetch } from '../providers/PagePrefetch';
import { newsCoverPicture } from './newsCoverPicture';

/** Prefetches 资讯详情's article (`?id=`) and the picture behind its title as soon as the article is known. */
export const prefetchNewsDetailPage: PagePrefetch = (dispatch, search) => {
  const id = search.get('id') ?? '';
  if (id === '') return;
  preloadPictureOf(dispatch(portalApi.endpoints.getNews.initiate({ id }, { subscribe: false })), newsCoverPicture);
};
