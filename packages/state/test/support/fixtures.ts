import {
  activity,
  activityEntries,
  banners,
  course as sampleCourse,
  courseComments,
  pendingUserInfo,
  registeredUserInfo,
} from '@art-portal/api-client/fixtures';
import type { ActivityEntry, Course, CourseComment } from '@art-portal/api-client';

export { activity, banners, pendingUserInfo, registeredUserInfo };

/** The sample course as `id`, checked in or not. */
export function course(id: number, checkedIn: boolean): Course {
  return { ...sampleCourse, id, checkedIn };
}

/** A comment `id` on course `courseId` saying `content`. */
export function comment(id: number, courseId: number, content: string): CourseComment {
  return { ...courseComments[0]!, id, courseId, content };
}

/** An entry of the sample activity, without a title. */
export const entry: ActivityEntry = { ...activityEntries[0]!, title: '' };
