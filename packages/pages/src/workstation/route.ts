import { portalApi } from '@art-portal/state';
import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';
import { WORKSTATION_NEWS } from './workstationNews';

/** 艺术之友's route: its latest news. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '艺术之友',
  breadcrumb: [crumbs.home],
  path: '/workstation',
  queries: (dispatch) => void dispatch(portalApi.util.prefetch('newsList', WORKSTATION_NEWS, {})),
});
