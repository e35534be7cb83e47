import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { pageQuery } from '../routing/pageQuery';
import { newsQuery } from './newsQuery';

/** 行业资讯's route: the page of articles its query asks for. */
export const route = definePage({
  title: '行业资讯',
  crumbs: [crumbs.home, crumbs.friends],
  page: 'news',
  breadcrumbBar: true,
  description: '数字艺术行业的最新动态、展览预告与政策解读。',
  queries: (search) => ({ news: pageQuery('newsList', newsQuery(search)) }),
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
