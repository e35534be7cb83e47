import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';

/** 关于我们's route: editorial, no calls. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '关于我们',
  breadcrumb: [crumbs.home],
  path: '/aboutUs',
  description: '关于数字艺术门户。',
});
