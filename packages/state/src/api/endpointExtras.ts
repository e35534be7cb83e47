import type { CallName } from '@art-portal/api-client';
import { loggedOut } from '../slices/sessionSlice';
import type { EndpointExtras } from './callEndpointTypes';
import { LIST, tagId } from './tagTypes';

/** Invalidates `tags` only when the mutation succeeded. */
const onSuccess =
  <A, T>(tags: (arg: A) => T[]) =>
  (_result: unknown, error: unknown, arg: A): T[] =>
    error ? [] : tags(arg);

/**
 * What is the store's own about each call, by call name; every call not listed is a plain query or mutation.
 * Tags: a course's `checkedIn` / `homeworkSubmitted`, an activity's `attended` and the user info depend on the
 * customer (see `USER_SPECIFIC_TAGS`); mutations make what they change stale.
 */
export const endpointExtras: { [N in CallName]?: EndpointExtras<N> } = {
  /** A new challenge on every fetch: refresh with `refetch()`; dropped as soon as no one shows it. */
  'auth.getImageCode': { keepUnusedDataFor: 0 },
  'customer.updatePhone': { invalidatesTags: onSuccess(() => ['UserInfo']) },
  'customer.updateEmail': { invalidatesTags: onSuccess(() => ['UserInfo']) },
  'customer.updateInfo': { invalidatesTags: onSuccess(() => ['UserInfo']) },
  /** The customer's info, read through `selectUserInfo` / `useUserInfo`. */
  'customer.getInfo': { providesTags: ['UserInfo'] },
  /** Ends the session on the server, then locally (`loggedOut`) whether or not the server answered. */
  'customer.logout': {
    async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
      await queryFulfilled.catch(() => null);
      dispatch(loggedOut());
    },
  },
  'messages.list': { providesTags: [{ type: 'Message', id: LIST }] },
  /** A fresh upload signature each time it is asked for (it expires). */
  'upload.getSign': { keepUnusedDataFor: 0 },
  /** Counts this visit and returns the total; cached for the whole session so a visit counts once. */
  'home.countVisit': { keepUnusedDataFor: Number.POSITIVE_INFINITY },
  'courses.list': { providesTags: [{ type: 'Course', id: LIST }] },
  'courses.get': { providesTags: (_result, _error, arg) => [{ type: 'Course', id: tagId(arg.id) }] },
  'courses.listComments': {
    providesTags: (_result, _error, arg) => [{ type: 'CourseComment', id: tagId(arg.courseId) }],
  },
  'courses.comment': {
    invalidatesTags: onSuccess((arg) => [{ type: 'CourseComment', id: tagId(arg.courseId) }]),
  },
  'courses.checkIn': { invalidatesTags: onSuccess((arg) => [{ type: 'Course', id: tagId(arg.courseId) }]) },
  'courses.submitHomework': {
    invalidatesTags: onSuccess((arg) => [{ type: 'Course', id: tagId(arg.courseId) }]),
  },
  'activities.list': { providesTags: [{ type: 'Activity', id: LIST }] },
  'activities.get': { providesTags: (_result, _error, arg) => [{ type: 'Activity', id: tagId(arg.id) }] },
  'activities.listEntries': {
    providesTags: (_result, _error, arg) => [
      { type: 'ActivityEntry', id: `${LIST}-${tagId(arg.activityId)}` },
    ],
  },
  /** Submits an entry: the activity's entry list, its `attended` flag and the counts in the list change. */
  'activities.attend': {
    invalidatesTags: onSuccess((arg) => [
      { type: 'ActivityEntry', id: `${LIST}-${tagId(arg.activityId)}` },
      { type: 'Activity', id: tagId(arg.activityId) },
      { type: 'Activity', id: LIST },
    ]),
  },
};
