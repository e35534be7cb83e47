import type { Course } from '@art-portal/api-client';
import { HomeworkEditorLayout } from './HomeworkEditorLayout';

/** 课程作业's form, drawn read-only while its code loads. */
export function HomeworkEditorPlaceholder({ course }: { course: Course }) {
  return <HomeworkEditorLayout submitted={course.homeworkSubmitted} />;
}
