import Type from 'typebox';
import { IdSchema, pageQueryProperties } from './common';

const courseSummaryProperties = {
  id: IdSchema,
  title: Type.String(),
  cover: Type.String(),
  lecturer: Type.String(),
  summary: Type.String(),
  duration: Type.Integer({ minimum: 0 }),
  viewCount: Type.Integer(),
  createTime: Type.String(),
};

/** Schema of `CourseSummary`. */
export const CourseSummarySchema = Type.Object(courseSummaryProperties);

/** Schema of `Course`. */
export const CourseSchema = Type.Object({
  ...courseSummaryProperties,
  videoUrl: Type.String(),
  description: Type.String(),
  checkedIn: Type.Boolean(),
  homeworkSubmitted: Type.Boolean(),
});

/** Schema of `CourseComment`. */
export const CourseCommentSchema = Type.Object({
  id: IdSchema,
  courseId: IdSchema,
  customerName: Type.String(),
  content: Type.String(),
  createTime: Type.String(),
});

/** Schema of `CourseListQuery`. */
export const CourseListQuerySchema = Type.Object({ ...pageQueryProperties, keyword: Type.Optional(Type.String()) });

/** Schema of `CourseCommentListQuery` (query string). */
export const CourseCommentListQuerySchema = Type.Object({ ...pageQueryProperties, courseId: IdSchema });

/** Schema of `CourseCommentRequest`. */
export const CourseCommentRequestSchema = Type.Object({ courseId: IdSchema, content: Type.String({ minLength: 1 }) });

/** Schema of `CourseCheckInRequest` (query string). */
export const CourseCheckInRequestSchema = Type.Object({ courseId: IdSchema });

/** Schema of `SubmitHomeworkRequest`. */
export const SubmitHomeworkRequestSchema = Type.Object({
  courseId: IdSchema,
  content: Type.String(),
  fileUrls: Type.Array(Type.String()),
});
