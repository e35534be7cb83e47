import type { CallOptions } from '../CallOptions';
import type { ApiConnection } from '../createApiConnection';
import { transportOf } from '../internal/transportOf';
import type { IdQuery, Page } from '../types/common';
import type {
  Course,
  CourseCheckInRequest,
  CourseComment,
  CourseCommentListQuery,
  CourseCommentRequest,
  CourseListQuery,
  CourseSummary,
  SubmitHomeworkRequest,
} from '../types/courses';

/** `api.courses`: courses, comments, check-in and homework. */
export interface CoursesResource {
  /** POST /portal/pass/course/selectByPageList: a page of courses. */
  list(query: CourseListQuery, options?: CallOptions): Promise<Page<CourseSummary>>;
  /** GET /portal/pass/course/selectById: one course (with the customer's progress when logged in). */
  get(query: IdQuery, options?: CallOptions): Promise<Course>;
  /** GET /portal/pass/courseComment/list: a page of a course's comments. */
  listComments(query: CourseCommentListQuery, options?: CallOptions): Promise<Page<CourseComment>>;
  /** POST /portal/courseComment/submit (login). */
  comment(request: CourseCommentRequest, options?: CallOptions): Promise<null>;
  /** POST /portal/course/checkIn (login). */
  checkIn(request: CourseCheckInRequest, options?: CallOptions): Promise<null>;
  /** POST /portal/course/submitHomework (login). */
  submitHomework(request: SubmitHomeworkRequest, options?: CallOptions): Promise<null>;
}

/** Builds `api.courses` over a connection (see `createApiConnection`). */
export function createCoursesResource(connection: ApiConnection): CoursesResource {
  const t = transportOf(connection);
  return {
    list: ({ pageNum, pageSize, keyword }, options) =>
      t.call(
        {
          method: 'POST',
          path: '/portal/pass/course/selectByPageList',
          body: { pageNum, pageSize, keyword },
        },
        options,
      ),
    get: ({ id }, options) =>
      t.call({ method: 'GET', path: '/portal/pass/course/selectById', query: { id } }, options),
    listComments: ({ courseId, pageNum, pageSize }, options) =>
      t.call(
        { method: 'GET', path: '/portal/pass/courseComment/list', query: { courseId, pageNum, pageSize } },
        options,
      ),
    comment: ({ courseId, content }, options) =>
      t.call({ method: 'POST', path: '/portal/courseComment/submit', body: { courseId, content } }, options),
    checkIn: ({ courseId }, options) =>
      t.call({ method: 'POST', path: '/portal/course/checkIn', query: { courseId } }, options),
    submitHomework: ({ courseId, content, fileUrls }, options) =>
      t.call(
        { method: 'POST', path: '/portal/course/submitHomework', body: { courseId, content, fileUrls } },
        options,
      ),
  };
}
