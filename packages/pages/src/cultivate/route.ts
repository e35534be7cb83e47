import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';

/** 人才培养's route: editorial, no calls. */
export const route = definePage({
  crumbs: [crumbs.home, crumbs.education],
  page: 'cultivate',
  description: '艺术人才培养：课程体系、导师与培养计划。',
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
