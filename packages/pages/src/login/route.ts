import { definePage } from '../routing/definePage';

/** 登录 / 注册's route (`?t=login|register`): no breadcrumb, never cached. */
export const route = definePage({
  title: (search) => (search.get('t') === 'register' ? '注册' : '登录'),
  crumbs: () => [],
  page: 'login',
  bare: true,
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
