import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';

/** 国际合作's route: editorial, no calls. */
export const route = definePage({
  crumbs: [crumbs.home],
  page: 'international',
  description: '数字艺术国际合作与交流项目。',
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
