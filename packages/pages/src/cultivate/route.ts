import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';

/** 人才培养's route: editorial, no calls. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '人才培养',
  breadcrumb: [crumbs.home, crumbs.education],
  path: '/education/cultivate',
  description: '艺术人才培养：课程体系、导师与培养计划。',
});
