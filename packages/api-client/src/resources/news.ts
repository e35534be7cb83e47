import type { Transport } from '../internal/createTransport';
import type { IdQuery, Page } from '../types/common';
import type { Neighbours, News, NewsListQuery, NewsSummary } from '../types/news';

/** `api.news`: news articles. */
export interface NewsResource {
  /** POST /portal/resourceInfoColumn/selectPageList: a page of articles. */
  list(query: NewsListQuery): Promise<Page<NewsSummary>>;
  /** GET /portal/resourceInfoColumn/getInfo: one article. */
  get(query: IdQuery): Promise<News>;
  /** GET /portal/resourceInfo/getAnoConsult: the previous and next articles. */
  getNeighbours(query: IdQuery): Promise<Neighbours>;
}

/** Builds `api.news` over a transport. */
export function createNewsResource(t: Transport): NewsResource {
  return {
    list: ({ pageNum, pageSize, keyword }) =>
      t.call({ method: 'POST', path: '/portal/resourceInfoColumn/selectPageList', body: { pageNum, pageSize, keyword } }),
    get: ({ id }) => t.call({ method: 'GET', path: '/portal/resourceInfoColumn/getInfo', query: { id } }),
    getNeighbours: ({ id }) => t.call({ method: 'GET', path: '/portal/resourceInfo/getAnoConsult', query: { id } }),
  };
}
