import type { CallOptions } from '../CallOptions';
import type { ApiConnection } from '../createApiConnection';
import { transportOf } from '../internal/transportOf';
import type {
  Activity,
  ActivityEntry,
  ActivityEntryListQuery,
  ActivityListQuery,
  ActivitySummary,
  AttendActivityRequest,
} from '../types/activities';
import type { IdQuery, Page } from '../types/common';

/** `api.activities`: activities and their entries. */
export interface ActivitiesResource {
  /** POST /portal/pass/activity/selectPageList: a page of activities. */
  list(query: ActivityListQuery, options?: CallOptions): Promise<Page<ActivitySummary>>;
  /** GET /portal/pass/activity/selectById: one activity (`attended` when logged in). */
  get(query: IdQuery, options?: CallOptions): Promise<Activity>;
  /** POST /portal/pass/activityCustomerInfo/selectPageList: a page of an activity's entries. */
  listEntries(query: ActivityEntryListQuery, options?: CallOptions): Promise<Page<ActivityEntry>>;
  /** POST /portal/pass/activityCustomerInfo/selectById: one entry. */
  getEntry(query: IdQuery, options?: CallOptions): Promise<ActivityEntry>;
  /** POST /portal/activityCustomerInfo/attend (login): submits an entry. */
  attend(request: AttendActivityRequest, options?: CallOptions): Promise<null>;
}

/** Builds `api.activities` over a connection (see `createApiConnection`). */
export function createActivitiesResource(connection: ApiConnection): ActivitiesResource {
  const t = transportOf(connection);
  return {
    list: ({ pageNum, pageSize, status }, options) =>
      t.call(
        { method: 'POST', path: '/portal/pass/activity/selectPageList', body: { pageNum, pageSize, status } },
        options,
      ),
    get: ({ id }, options) =>
      t.call({ method: 'GET', path: '/portal/pass/activity/selectById', query: { id } }, options),
    listEntries: ({ pageNum, pageSize, activityId }, options) =>
      t.call(
        {
          method: 'POST',
          path: '/portal/pass/activityCustomerInfo/selectPageList',
          body: { pageNum, pageSize, activityId },
        },
        options,
      ),
    getEntry: ({ id }, options) =>
      t.call(
        { method: 'POST', path: '/portal/pass/activityCustomerInfo/selectById', query: { id } },
        options,
      ),
    attend: ({ activityId, title, description, fileUrls }, options) =>
      t.call(
        {
          method: 'POST',
          path: '/portal/activityCustomerInfo/attend',
          body: { activityId, title, description, fileUrls },
        },
        options,
      ),
  };
}
