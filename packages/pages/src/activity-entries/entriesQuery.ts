import type { ActivityEntryListQuery } from '@art-portal/api-client';
import { pageOf } from '../internal/pageOf';

export const ENTRIES_PAGE_SIZE = 12;

/** The 参赛作品 list call for the route's query (`id` the call, `page`). */
export function entriesQuery(search: URLSearchParams): ActivityEntryListQuery {
  return { pageNum: pageOf(search), pageSize: ENTRIES_PAGE_SIZE, activityId: search.get('id') ?? '' };
}
