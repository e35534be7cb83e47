import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { pageQuery } from '../routing/pageQuery';
import { idOf } from '../routing/idOf';
import { entriesQuery } from './entriesQuery';

/** 参赛作品's route (`?id=` the call): the call and the page of its entries. */
export const route = definePage({
  title: '参赛作品',
  crumbs: [crumbs.home, crumbs.artworks, crumbs.calls],
  page: 'activityEntries',
  queries: (search) => ({
    activity: pageQuery('activitiesGet', idOf(search)),
    entries: pageQuery('activitiesListEntries', search.get('id') ? entriesQuery(search) : null),
  }),
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
