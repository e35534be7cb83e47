import type { Transport } from '../internal/createTransport';
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
  list(query: ActivityListQuery): Promise<Page<ActivitySummary>>;
  /** GET /portal/pass/activity/selectById: one activity (`attended` when logged in). */
  get(query: IdQuery): Promise<Activity>;
  /** POST /portal/pass/activityCustomerInfo/selectPageList: a page of an activity's entries. */
  listEntries(query: ActivityEntryListQuery): Promise<Page<ActivityEntry>>;
  /** POST /portal/pass/activityCustomerInfo/selectById: one entry. */
  getEntry(query: IdQuery): Promise<ActivityEntry>;
  /** POST /portal/activityCustomerInfo/attend (login): submits an entry. */
  attend(request: AttendActivityRequest): Promise<null>;
}

/** Builds `api.activities` over a transport. */
export function createActivitiesResource(t: Transport): ActivitiesResource {
  return {
    list: ({ pageNum, pageSize, status }) =>
      t.call({ method: 'POST', path: '/portal/pass/activity/selectPageList', body: { pageNum, pageSize, status } }),
    get: ({ id }) => t.call({ method: 'GET', path: '/portal/pass/activity/selectById', query: { id } }),
    listEntries: ({ pageNum, pageSize, activityId }) =>
      t.call({
        method: 'POST',
        path: '/portal/pass/activityCustomerInfo/selectPageList',
        body: { pageNum, pageSize, activityId },
      }),
    getEntry: ({ id }) => t.call({ method: 'POST', path: '/portal/pass/activityCustomerInfo/selectById', query: { id } }),
    attend: ({ activityId, title, description, fileUrls }) =>
      t.call({
        method: 'POST',
        path: '/portal/activityCustomerInfo/attend',
        body: { activityId, title, description, fileUrls },
      }),
  };
}
