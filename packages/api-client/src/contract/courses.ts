import Type, { type Static } from 'typebox';
import { IdSchema, pagedProperties, type StaticRequest } from './common';

const courseSummaryProperties = {
  /** Course id. */
  id: IdSchema,
  /** Title. */
  title: Type.String(),
  /** Cover picture URL. */
  cover: Type.String(),
  /** Lecturer's name. */
  lecturer: Type.String(),
  /** Summary. */
  summary: Type.String(),
  /** Length in seconds. */
  duration: Type.Integer({ minimum: 0 }),
  /** How often it was viewed. */
  viewCount: Type.Integer(),
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  createTime: Type.String(),
};

/** Schema of `CourseSummary`. */
export const CourseSummarySchema = Type.Object(courseSummaryProperties);

/** A course as listed. */
export type CourseSummary = Static<typeof CourseSummarySchema>;

/** Schema of `Course`. */
export const CourseSchema = Type.Object({
  ...courseSummaryProperties,
  /** Video URL. */
  videoUrl: Type.String(),
  /** HTML written by editors; sanitise before rendering. */
  description: Type.String(),
  /** Whether the customer checked in (false when anonymous). */
  checkedIn: Type.Boolean(),
  /** Whether the customer submitted homework (false when anonymous). */
  homeworkSubmitted: Type.Boolean(),
});

/** A course with its video and the customer's progress. */
export type Course = Static<typeof CourseSchema>;

/** Schema of `CourseComment`. */
export const CourseCommentSchema = Type.Object({
  /** Comment id. */
  id: IdSchema,
  /** The course commented on. */
  courseId: IdSchema,
  /** Commenter's name. */
  customerName: Type.String(),
  /** Plain text. */
  content: Type.String(),
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  createTime: Type.String(),
  /**
   * `true` on the reader's own comment while it waits for review (it holds a 敏感词): only its author is shown it,
   * marked 审核中. Absent on every public comment.
   */
  pending: Type.Optional(Type.Boolean()),
});

/** A comment on a course. */
export type CourseComment = Static<typeof CourseCommentSchema>;

/** Schema of `CourseListQuery`. */
export const CourseListQuerySchema = Type.Object(
  pagedProperties({
    /** Search words. */
    keyword: Type.Optional(Type.String()),
  }),
);

/** Request of `courses.list()`. */
export type CourseListQuery = StaticRequest<typeof CourseListQuerySchema>;

/** Schema of `CourseCommentListQuery` (query string). */
export const CourseCommentListQuerySchema = Type.Object(
  pagedProperties({
    /** The course. */
    courseId: IdSchema,
  }),
);

/** Request of `courses.listComments()`. */
export type CourseCommentListQuery = StaticRequest<typeof CourseCommentListQuerySchema>;

/** Schema of `CourseCommentRequest`. */
export const CourseCommentRequestSchema = Type.Object({
  /** The course. */
  courseId: IdSchema,
  /** Plain text (at most `TEXT_LIMITS.comment` characters). */
  content: Type.String({ minLength: 1 }),
});

/** Request of `courses.comment()`. */
export type CourseCommentRequest = StaticRequest<typeof CourseCommentRequestSchema>;

/** Schema of `CourseCheckInRequest` (query string). */
export const CourseCheckInRequestSchema = Type.Object({
  /** The course. */
  courseId: IdSchema,
});

/** Request of `courses.checkIn()`. */
export type CourseCheckInRequest = StaticRequest<typeof CourseCheckInRequestSchema>;

/** Schema of `SubmitHomeworkRequest`. */
export const SubmitHomeworkRequestSchema = Type.Object({
  /** The course. */
  courseId: IdSchema,
  /** The homework text (at most `TEXT_LIMITS.homework` characters). */
  content: Type.String(),
  /** URLs of uploaded files (see `upload.uploadFile()`). */
  fileUrls: Type.Array(Type.String()),
});

/** Request of `courses.submitHomework()`. */
export type SubmitHomeworkRequest = StaticRequest<typeof SubmitHomeworkRequestSchema>;
