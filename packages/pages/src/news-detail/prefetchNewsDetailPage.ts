import { portalApi } from '@art-portal/state';
import type { PagePrefetch } from '../providers/PagePrefetch';

/** Prefetches 资讯详情's article (`?id=`). */
export const prefetchNewsDetailPage: PagePrefetch = (dispatch, search) => {
  const id = search.get('id') ?? '';
  if (id !== '') dispatch(portalApi.util.prefetch('getNews', { id }, {}));
};
