import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { pageQuery } from '../routing/pageQuery';
import { WORKSTATION_NEWS } from './workstationNews';

/** 艺术之友's route: its latest news. */
export const route = definePage({
  crumbs: [crumbs.home],
  page: 'workstation',
  queries: () => ({ news: pageQuery('newsList', WORKSTATION_NEWS) }),
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
