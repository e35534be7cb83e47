import type { Id, PageQuery } from './common';

/** A course as listed. */
export interface CourseSummary {
  /** Course id. */
  id: Id;
  /** Title. */
  title: string;
  /** Cover picture URL. */
  cover: string;
  /** Lecturer's name. */
  lecturer: string;
  /** Summary. */
  summary: string;
  /** Length in seconds. */
  duration: number;
  /** How often it was viewed. */
  viewCount: number;
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  createTime: string;
}

/** A course with its video and the customer's progress. */
export interface Course extends CourseSummary {
  /** Video URL. */
  videoUrl: string;
  /** HTML written by editors; sanitise before rendering. */
  description: string;
  /** Whether the customer checked in (false when anonymous). */
  checkedIn: boolean;
  /** Whether the customer submitted homework (false when anonymous). */
  homeworkSubmitted: boolean;
}

/** A comment on a course. */
export interface CourseComment {
  /** Comment id. */
  id: Id;
  /** The course commented on. */
  courseId: Id;
  /** Commenter's name. */
  customerName: string;
  /** Plain text. */
  content: string;
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  createTime: string;
}

/** Request of `courses.list()`. */
export interface CourseListQuery extends PageQuery {
  /** Search words. */
  keyword?: string | undefined;
}

/** Request of `courses.listComments()`. */
export interface CourseCommentListQuery extends PageQuery {
  /** The course. */
  courseId: Id;
}

/** Request of `courses.comment()`. */
export interface CourseCommentRequest {
  /** The course. */
  courseId: Id;
  /** Plain text. */
  content: string;
}

/** Request of `courses.checkIn()`. */
export interface CourseCheckInRequest {
  /** The course. */
  courseId: Id;
}

/** Request of `courses.submitHomework()`. */
export interface SubmitHomeworkRequest {
  /** The course. */
  courseId: Id;
  /** The homework text. */
  content: string;
  /** URLs of uploaded files (see `upload.uploadFile()`). */
  fileUrls: string[];
}
