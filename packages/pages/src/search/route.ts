import { crumbs } from '../routing/crumbs';
import { definePage } from '../routing/definePage';
import { pageQuery, startPageQuery } from '../routing/pageQuery';
import { countOfAll } from './countOfAll';
import { latestWorksQuery, suggestionsQuery } from './fallbackQueries';
import { searchQuery } from './searchQuery';

/** 搜索结果's route: the page of results its query asks for; what to try instead when nothing matches. */
export const route = definePage({
  page: 'search',
  title: '搜索结果',
  crumbs: [crumbs.home],
  description: '搜索数字艺术门户的作品、征集、展览、资讯与课程。',
  noindex: true,
  queries: (search) => {
    const results = searchQuery(search);
    return {
      results: pageQuery('searchList', results),
      latestWorks: results === null ? latestWorksQuery : pageQuery('artworksList', null),
    };
  },
  then: {
    results: (page, dispatch) => {
      if (countOfAll(page).count > 0) return;
      void startPageQuery(dispatch, suggestionsQuery(page.keyword)).catch(() => undefined);
      void startPageQuery(dispatch, latestWorksQuery).catch(() => undefined);
    },
  },
});

export const { loader, clientLoader, meta, handle, ErrorBoundary } = route;
