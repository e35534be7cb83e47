import type { ActivityListQuery, ActivityStatus } from '@art-portal/api-client';
import { pageOf } from '../internal/pageOf';

export const ACTIVITIES_PAGE_SIZE = 6;

function isStatus(value: string): value is `${ActivityStatus}` {
  return ['0', '1', '2', '3'].includes(value);
}

/** The 作品征集 list call for the route's query (`status`, `page`). */
export function activitiesQuery(search: URLSearchParams): ActivityListQuery {
  const status = search.get('status') ?? '';
  return {
    pageNum: pageOf(search),
    pageSize: ACTIVITIES_PAGE_SIZE,
    ...(isStatus(status) ? { status: Number(status) as ActivityStatus } : {}),
  };
}
