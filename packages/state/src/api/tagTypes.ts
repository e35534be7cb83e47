import type { Id } from '@art-portal/api-client';

/** Cache tags of the server data that mutations or a change of user make stale. */
export const TAG_TYPES = [
  'UserInfo',
  'Message',
  'Course',
  'CourseComment',
  'Activity',
  'ActivityEntry',
] as const;

/** One of {@link TAG_TYPES}. */
export type PortalTagType = (typeof TAG_TYPES)[number];

/** Tags whose data depends on who is logged in; invalidated on login, dropped on logout. */
export const USER_SPECIFIC_TAGS: PortalTagType[] = ['UserInfo', 'Message', 'Course', 'Activity'];

/** The tag id of a list as a whole. */
export const LIST = 'LIST';

/** Tag ids are strings so that `3` and `'3'` (ids are opaque) name the same entity. */
export function tagId(id: Id): string {
  return String(id);
}
