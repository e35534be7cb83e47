import type { Transport } from '../internal/createTransport';
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
  list(query: CourseListQuery): Promise<Page<CourseSummary>>;
  /** GET /portal/pass/course/selectById: one course (with the customer's progress when logged in). */
  get(query: IdQuery): Promise<Course>;
  /** GET /portal/pass/courseComment/list: a page of a course's comments. */
  listComments(query: CourseCommentListQuery): Promise<Page<CourseComment>>;
  /** POST /portal/courseComment/submit (login). */
  comment(request: CourseCommentRequest): Promise<null>;
  /** POST /portal/course/checkIn (login). */
  checkIn(request: CourseCheckInRequest): Promise<null>;
  /** POST /portal/course/submitHomework (login). */
  submitHomework(request: SubmitHomeworkRequest): Promise<null>;
}

/** Builds `api.courses` over a transport. */
export function createCoursesResource(t: Transport): CoursesResource {
  return {
    list: ({ pageNum, pageSize, keyword }) =>
      t.call({ method: 'POST', path: '/portal/pass/course/selectByPageList', body: { pageNum, pageSize, keyword } }),
    get: ({ id }) => t.call({ method: 'GET', path: '/portal/pass/course/selectById', query: { id } }),
    listComments: ({ courseId, pageNum, pageSize }) =>
      t.call({ method: 'GET', path: '/portal/pass/courseComment/list', query: { courseId, pageNum, pageSize } }),
    comment: ({ courseId, content }) =>
      t.call({ method: 'POST', path: '/portal/courseComment/submit', body: { courseId, content } }),
    checkIn: ({ courseId }) => t.call({ method: 'POST', path: '/portal/course/checkIn', query: { courseId } }),
    submitHomework: ({ courseId, content, fileUrls }) =>
      t.call({ method: 'POST', path: '/portal/course/submitHomework', body: { courseId, content, fileUrls } }),
  };
}
