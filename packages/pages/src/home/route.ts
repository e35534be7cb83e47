import { pageRoute } from '../routing/pageRoute';
import { prefetchHomePage } from './prefetchHomePage';

/** 首页's route: its five lists in the first response (the visit is counted in the browser). */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '首页',
  breadcrumb: [],
  path: '/home',
  queries: prefetchHomePage,
});
