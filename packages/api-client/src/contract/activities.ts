import Type from 'typebox';
import { IdSchema, pageQueryProperties } from './common';

/** Schema of `ActivityStatus`. */
export const ActivityStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

const activitySummaryProperties = {
  id: IdSchema,
  title: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  status: ActivityStatusSchema,
  entryCount: Type.Integer({ minimum: 0 }),
};

/** Schema of `ActivitySummary`. */
export const ActivitySummarySchema = Type.Object(activitySummaryProperties);

/** Schema of `Activity`. */
export const ActivitySchema = Type.Object({
  ...activitySummaryProperties,
  rules: Type.String(),
  prizes: Type.String(),
  organizer: Type.String(),
  attended: Type.Boolean(),
});

/** Schema of `ActivityEntry`. */
export const ActivityEntrySchema = Type.Object({
  id: IdSchema,
  activityId: IdSchema,
  title: Type.String(),
  description: Type.String(),
  cover: Type.String(),
  fileUrls: Type.Array(Type.String()),
  customerName: Type.String(),
  createTime: Type.String(),
});

/** Schema of `ActivityListQuery`. */
export const ActivityListQuerySchema = Type.Object({ ...pageQueryProperties, status: Type.Optional(ActivityStatusSchema) });

/** Schema of `ActivityEntryListQuery`. */
export const ActivityEntryListQuerySchema = Type.Object({ ...pageQueryProperties, activityId: IdSchema });

/** Schema of `AttendActivityRequest`. */
export const AttendActivityRequestSchema = Type.Object({
  activityId: IdSchema,
  title: Type.String({ minLength: 1 }),
  description: Type.String(),
  fileUrls: Type.Array(Type.String()),
});
