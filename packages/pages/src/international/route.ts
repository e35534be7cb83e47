import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { editorialQuery, editorialRecord } from '../internal/editorial/editorialQuery';

/** 国际合作's route: its 页面, as the back office published it. */
export const route = definePage({
  crumbs: [crumbs.home],
  page: 'international',
  queries: () => editorialQuery('international'),
  record: editorialRecord,
  description: '数字艺术国际合作与交流项目。',
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
