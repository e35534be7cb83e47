import type { ApiClient } from '@art-portal/api-client';
import type { ArgOf, ResultOf } from '../clientCallTypes';
import type { PortalBuilder } from '../portalBuilder';
import { LIST, tagId } from '../tagTypes';

type Courses = ApiClient['courses'];

/** Video courses: a course's `checkedIn` / `homeworkSubmitted` depend on the customer. */
export function courseEndpoints(build: PortalBuilder) {
  return {
    listCourses: build.query<ResultOf<Courses['list']>, ArgOf<Courses['list']>>({
      query: (arg) => (api) => api.courses.list(arg),
      providesTags: [{ type: 'Course', id: LIST }],
    }),
    getCourse: build.query<ResultOf<Courses['get']>, ArgOf<Courses['get']>>({
      query: (arg) => (api) => api.courses.get(arg),
      providesTags: (_result, _error, arg) => [{ type: 'Course', id: tagId(arg.id) }],
    }),
    listCourseComments: build.query<ResultOf<Courses['listComments']>, ArgOf<Courses['listComments']>>({
      query: (arg) => (api) => api.courses.listComments(arg),
      providesTags: (_result, _error, arg) => [{ type: 'CourseComment', id: tagId(arg.courseId) }],
    }),
    submitCourseComment: build.mutation<ResultOf<Courses['comment']>, ArgOf<Courses['comment']>>({
      query: (arg) => (api) => api.courses.comment(arg),
      invalidatesTags: (_result, error, arg) =>
        error ? [] : [{ type: 'CourseComment', id: tagId(arg.courseId) }],
    }),
    checkInCourse: build.mutation<ResultOf<Courses['checkIn']>, ArgOf<Courses['checkIn']>>({
      query: (arg) => (api) => api.courses.checkIn(arg),
      invalidatesTags: (_result, error, arg) => (error ? [] : [{ type: 'Course', id: tagId(arg.courseId) }]),
    }),
    submitHomework: build.mutation<ResultOf<Courses['submitHomework']>, ArgOf<Courses['submitHomework']>>({
      query: (arg) => (api) => api.courses.submitHomework(arg),
      invalidatesTags: (_result, error, arg) => (error ? [] : [{ type: 'Course', id: tagId(arg.courseId) }]),
    }),
  };
}
