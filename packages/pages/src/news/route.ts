import { portalApi } from '@art-portal/state';
import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';
import { newsQuery } from './newsQuery';

/** 行业资讯's route: the page of articles its query asks for. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '行业资讯',
  breadcrumb: [crumbs.home, crumbs.friends],
  path: '/news/index',
  description: '数字艺术行业的最新动态、展览预告与政策解读。',
  queries: (dispatch, search) => void dispatch(portalApi.util.prefetch('newsList', newsQuery(search), {})),
});
