import type { CourseListQuery } from '@art-portal/api-client';
import { pageOf } from '../internal/pageOf';

export const COURSES_PAGE_SIZE = 8;

/** The 视频教程 list call for the route's query (`keyword`, `page`). */
export function coursesQuery(search: URLSearchParams): CourseListQuery {
  const keyword = search.get('keyword');
  return { pageNum: pageOf(search), pageSize: COURSES_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
}
