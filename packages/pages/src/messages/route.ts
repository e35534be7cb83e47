import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';

/** 我的消息's route: the customer's inbox, rendered in the browser only (the server never sees a token). */
export const route = definePage({
  title: '我的消息',
  crumbs: [crumbs.home],
  page: 'messages',
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
