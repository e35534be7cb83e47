import { portalApi } from '@art-portal/state';
import { preloadPictureOf } from '../internal/preloadPicture';
import type { PagePrefetch } from '../providers/PagePrefetch';
import { newsCoverPicture } from './newsCoverPicture';

/** Prefetches 资讯详情's article (`?id=`), the picture behind its title and its neighbours as soon as the article is known. */
export const prefetchNewsDetailPage: PagePrefetch = (dispatch, search) => {
  const id = search.get('id') ?? '';
  if (id === '') return;
  const article = dispatch(portalApi.endpoints.newsGet.initiate({ id }, { subscribe: false }));
  preloadPictureOf(article, newsCoverPicture);
  void article
    .unwrap()
    .then((news) => dispatch(portalApi.util.prefetch('newsGetNeighbours', { id: news.id }, {})))
    .catch(() => undefined);
};
