import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { pageQuery } from '../routing/pageQuery';
import { activitiesQuery } from './activitiesQuery';

/** 作品征集's route: the page of calls its query asks for. */
export const route = definePage({
  crumbs: [crumbs.home, crumbs.artworks],
  page: 'activities',
  description: '参与数字艺术主题征集，让你的作品被更多人看见。',
  queries: (search) => ({ activities: pageQuery('activitiesList', activitiesQuery(search)) }),
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
