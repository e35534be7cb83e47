import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';

/** 国际合作's route: editorial, no calls. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '国际合作',
  breadcrumb: [crumbs.home],
  path: '/international',
  description: '数字艺术国际合作与交流项目。',
});
