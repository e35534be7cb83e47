import type { ApiClient } from '@art-portal/api-client';
import type { ArgOf, ResultOf } from '../clientCallTypes';
import type { PortalBuilder } from '../portalBuilder';
import { LIST, tagId } from '../tagTypes';

type Activities = ApiClient['activities'];

/** Call-for-works activities and their entries: an activity's `attended` depends on the customer. */
export function activityEndpoints(build: PortalBuilder) {
  return {
    listActivities: build.query<ResultOf<Activities['list']>, ArgOf<Activities['list']>>({
      query: (arg) => (api, options) => api.activities.list(arg, options),
      providesTags: [{ type: 'Activity', id: LIST }],
    }),
    getActivity: build.query<ResultOf<Activities['get']>, ArgOf<Activities['get']>>({
      query: (arg) => (api, options) => api.activities.get(arg, options),
      providesTags: (_result, _error, arg) => [{ type: 'Activity', id: tagId(arg.id) }],
    }),
    listActivityEntries: build.query<ResultOf<Activities['listEntries']>, ArgOf<Activities['listEntries']>>({
      query: (arg) => (api, options) => api.activities.listEntries(arg, options),
      providesTags: (_result, _error, arg) => [
        { type: 'ActivityEntry', id: `${LIST}-${tagId(arg.activityId)}` },
      ],
    }),
    getActivityEntry: build.query<ResultOf<Activities['getEntry']>, ArgOf<Activities['getEntry']>>({
      query: (arg) => (api, options) => api.activities.getEntry(arg, options),
    }),
    /** Submits an entry: the activity's entry list, its `attended` flag and the counts in the list change. */
    attendActivity: build.mutation<ResultOf<Activities['attend']>, ArgOf<Activities['attend']>>({
      query: (arg) => (api, options) => api.activities.attend(arg, options),
      invalidatesTags: (_result, error, arg) =>
        error
          ? []
          : [
              { type: 'ActivityEntry', id: `${LIST}-${tagId(arg.activityId)}` },
              { type: 'Activity', id: tagId(arg.activityId) },
              { type: 'Activity', id: LIST },
            ],
    }),
  };
}
