import { portalApi } from '@art-portal/state';
import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';
import { activitiesQuery } from './activitiesQuery';

/** 作品征集's route: the page of calls its query asks for. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '作品征集',
  breadcrumb: [crumbs.home, crumbs.artworks],
  path: '/activity/index',
  description: '参与数字艺术主题征集，让你的作品被更多人看见。',
  queries: (dispatch, search) =>
    void dispatch(portalApi.util.prefetch('activitiesList', activitiesQuery(search), {})),
});
