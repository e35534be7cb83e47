import type { CallOptions } from '../CallOptions';
import type { ApiConnection } from '../createApiConnection';
import { transportOf } from '../internal/transportOf';
import type { IdQuery, Page } from '../types/common';
import type { Neighbours, News, NewsListQuery, NewsSummary } from '../types/news';

/** `api.news`: news articles. */
export interface NewsResource {
  /** POST /portal/resourceInfoColumn/selectPageList: a page of articles. */
  list(query: NewsListQuery, options?: CallOptions): Promise<Page<NewsSummary>>;
  /** GET /portal/resourceInfoColumn/getInfo: one article. */
  get(query: IdQuery, options?: CallOptions): Promise<News>;
  /** GET /portal/resourceInfo/getAnoConsult: the previous and next articles. */
  getNeighbours(query: IdQuery, options?: CallOptions): Promise<Neighbours>;
}

/** Builds `api.news` over a connection (see `createApiConnection`). */
export function createNewsResource(connection: ApiConnection): NewsResource {
  const t = transportOf(connection);
  return {
    list: ({ pageNum, pageSize, keyword }, options) =>
      t.call(
        {
          method: 'POST',
          path: '/portal/resourceInfoColumn/selectPageList',
          body: { pageNum, pageSize, keyword },
        },
        options,
      ),
    get: ({ id }, options) =>
      t.call({ method: 'GET', path: '/portal/resourceInfoColumn/getInfo', query: { id } }, options),
    getNeighbours: ({ id }, options) =>
      t.call({ method: 'GET', path: '/portal/resourceInfo/getAnoConsult', query: { id } }, options),
  };
}
