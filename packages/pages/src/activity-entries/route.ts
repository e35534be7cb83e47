import { portalApi } from '@art-portal/state';
import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';
import { entriesQuery } from './entriesQuery';

/** 参赛作品's route (`?id=` the call): the call and the page of its entries. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '参赛作品',
  breadcrumb: [crumbs.home, crumbs.artworks, crumbs.calls],
  path: '/activity/product',
  queries: (dispatch, search) => {
    const id = search.get('id') ?? '';
    if (id === '') return;
    dispatch(portalApi.util.prefetch('activitiesGet', { id }, {}));
    dispatch(portalApi.util.prefetch('activitiesListEntries', entriesQuery(search), {}));
  },
});
