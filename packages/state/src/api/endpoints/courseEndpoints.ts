import type { ApiClient } from '@art-portal/api-client';
import type { ArgOf, ResultOf } from '../clientCallTypes';
import type { PortalBuilder } from '../portalBuilder';
import { LIST, tagId } from '../tagTypes';

type Courses = ApiClient['courses'];

/** Video courses: a course's `checkedIn` / `homeworkSubmitted` depend on the customer. */
export function courseEndpoints(build: PortalBuilder) {
  return {
    listCourses: build.query<ResultOf<Courses['list']>, ArgOf<Courses['list']>>({
      query: (arg) => (api, options) => api.courses.list(arg, options),
      providesTags: [{ type: 'Course', id: LIST }],
    }),
    getCourse: build.query<ResultOf<Courses['get']>, ArgOf<Courses['get']>>({
      query: (arg) => (api, options) => api.courses.get(arg, options),
      providesTags: (_result, _error, arg) => [{ type: 'Course', id: tagId(arg.id) }],
    }),
    listCourseComments: build.query<ResultOf<Courses['listComments']>, ArgOf<Courses['listComments']>>({
      query: (arg) => (api, options) => api.courses.listComments(arg, options),
      providesTags: (_result, _error, arg) => [{ type: 'CourseComment', id: tagId(arg.courseId) }],
    }),
    submitCourseComment: build.mutation<ResultOf<Courses['comment']>, ArgOf<Courses['comment']>>({
      query: (arg) => (api, options) => api.courses.comment(arg, options),
      invalidatesTags: (_result, error, arg) =>
        error ? [] : [{ type: 'CourseComment', id: tagId(arg.courseId) }],
    }),
    checkInCourse: build.mutation<ResultOf<Courses['checkIn']>, ArgOf<Courses['checkIn']>>({
      query: (arg) => (api, options) => api.courses.checkIn(arg, options),
      invalidatesTags: (_result, error, arg) => (error ? [] : [{ type: 'Course', id: tagId(arg.courseId) }]),
    }),
    submitHomework: build.mutation<ResultOf<Courses['submitHomework']>, ArgOf<Courses['submitHomework']>>({
      query: (arg) => (api, options) => api.courses.submitHomework(arg, options),
      invalidatesTags: (_result, error, arg) => (error ? [] : [{ type: 'Course', id: tagId(arg.courseId) }]),
    }),
  };
}
