import { crumbs } from '../routing/crumbs';
import { pageRoute } from '../routing/pageRoute';

/** 我的消息's route: the customer's inbox, rendered in the browser only (the server never sees a token). */
export const { loader, clientLoader, meta, handle, ErrorBoundary } = pageRoute({
  name: '我的消息',
  breadcrumb: [crumbs.home],
  path: '/message',
  personal: true,
});
