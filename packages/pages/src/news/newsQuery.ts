import type { NewsListQuery } from '@art-portal/api-client';
import { pageOf } from '../internal/pageOf';

export const NEWS_PAGE_SIZE = 8;

/** The 行业资讯 list call for the route's query (`keyword`, `page`). */
export function newsQuery(search: URLSearchParams): NewsListQuery {
  const keyword = search.get('keyword');
  return { pageNum: pageOf(search), pageSize: NEWS_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
}
