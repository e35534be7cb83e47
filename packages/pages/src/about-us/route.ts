import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';

/** 关于我们's route: editorial, no calls. */
export const route = definePage({
  crumbs: [crumbs.home],
  page: 'aboutUs',
  description: '关于数字艺术门户。',
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
