import { pageRoute } from '../routing/pageRoute';

/** 登录 / 注册's route (`?t=login|register`): no breadcrumb, never cached. */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: (search) => (search.get('t') === 'register' ? '注册' : '登录'),
  breadcrumb: () => [],
  path: '/login',
  personal: true,
});
