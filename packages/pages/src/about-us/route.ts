import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { editorialQuery, editorialRecord } from '../internal/editorial/editorialQuery';

/** 关于我们's route: its 页面, as the back office published it. */
export const route = definePage({
  crumbs: [crumbs.home],
  page: 'aboutUs',
  queries: () => editorialQuery('aboutUs'),
  record: editorialRecord,
  description: '关于数字艺术门户。',
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
