import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { editorialQuery, editorialRecord } from '../internal/editorial/editorialQuery';

/** 人才培养's route: its 页面, as the back office published it. */
export const route = definePage({
  crumbs: [crumbs.home, crumbs.education],
  page: 'cultivate',
  queries: () => editorialQuery('cultivate'),
  record: editorialRecord,
  description: '艺术人才培养：课程体系、导师与培养计划。',
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
