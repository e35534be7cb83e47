import Type, { type Static } from 'typebox';
import { IdSchema, pagedProperties, type StaticRequest } from './common';

/** Schema of `ActivityStatus`. */
export const ActivityStatusSchema = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
]);

/** State of an activity: 0 not started, 1 open for entries, 2 judging, 3 ended. */
export type ActivityStatus = Static<typeof ActivityStatusSchema>;

const activitySummaryProperties = {
  /** Activity id. */
  id: IdSchema,
  /** Title. */
  title: Type.String(),
  /** Cover picture URL. */
  cover: Type.String(),
  /** Summary. */
  summary: Type.String(),
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  startTime: Type.String(),
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  endTime: Type.String(),
  /** Current state: 0 not started, 1 open for entries, 2 judging, 3 ended. */
  status: ActivityStatusSchema,
  /** How many entries it has. */
  entryCount: Type.Integer({ minimum: 0 }),
};

/** Schema of `ActivitySummary`. */
export const ActivitySummarySchema = Type.Object(activitySummaryProperties);

/** An activity as listed. */
export type ActivitySummary = Static<typeof ActivitySummarySchema>;

/** Schema of `EntryReviewState`. */
export const EntryReviewStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

/** 投稿审核's state of an entry: 待审核 (the entrant reads 审核中), 已通过, 未通过. Only 已通过 entries are public. */
export type EntryReviewState = Static<typeof EntryReviewStateSchema>;

/** Schema of `MyEntry`. */
export const MyEntrySchema = Type.Object({
  /** Entry id. */
  id: IdSchema,
  /** Title. */
  title: Type.String(),
  /** Where its review stands. */
  reviewState: EntryReviewStateSchema,
  /** Why it was not accepted (empty unless `rejected`). */
  reviewReason: Type.String(),
});

/** The signed-in customer's own entry to a call, with its review. */
export type MyEntry = Static<typeof MyEntrySchema>;

/** Schema of `Activity`. */
export const ActivitySchema = Type.Object({
  ...activitySummaryProperties,
  /** HTML written by editors; sanitise before rendering. */
  rules: Type.String(),
  /** HTML written by editors; sanitise before rendering. */
  prizes: Type.String(),
  /** Organiser's name. */
  organizer: Type.String(),
  /** Whether the customer entered (false when anonymous). */
  attended: Type.Boolean(),
  /** The signed-in customer's entry and its review, when they entered. */
  myEntry: Type.Optional(MyEntrySchema),
});

/** An activity with its rules. */
export type Activity = Static<typeof ActivitySchema>;

/** Schema of `ActivityEntry`. */
export const ActivityEntrySchema = Type.Object({
  /** Entry id. */
  id: IdSchema,
  /** The activity. */
  activityId: IdSchema,
  /** Title. */
  title: Type.String(),
  /** Description. */
  description: Type.String(),
  /** Cover picture URL. */
  cover: Type.String(),
  /** URLs of the entry's files. */
  fileUrls: Type.Array(Type.String()),
  /** The entrant's name. */
  customerName: Type.String(),
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  createTime: Type.String(),
});

/** An entry submitted to an activity. */
export type ActivityEntry = Static<typeof ActivityEntrySchema>;

/** Schema of `ActivityListQuery`. */
export const ActivityListQuerySchema = Type.Object(
  pagedProperties({
    /** Only activities in this state. */
    status: Type.Optional(ActivityStatusSchema),
  }),
);

/** Request of `activities.list()`. */
export type ActivityListQuery = StaticRequest<typeof ActivityListQuerySchema>;

/** Schema of `ActivityEntryListQuery`. */
export const ActivityEntryListQuerySchema = Type.Object(
  pagedProperties({
    /** The activity. */
    activityId: IdSchema,
  }),
);

/** Request of `activities.listEntries()`. */
export type ActivityEntryListQuery = StaticRequest<typeof ActivityEntryListQuerySchema>;

/** Schema of `AttendActivityRequest`. */
export const AttendActivityRequestSchema = Type.Object({
  /** The activity. */
  activityId: IdSchema,
  /** Title (at most `TEXT_LIMITS.entryTitle` characters). */
  title: Type.String({ minLength: 1 }),
  /** Description (at most `TEXT_LIMITS.entryDescription` characters). */
  description: Type.String(),
  /**
   * URLs of uploaded files (see `upload.uploadFile()`). An entry needs at least one: the reference API refuses
   * an empty list with a `business` error (`请上传参赛作品文件`).
   */
  fileUrls: Type.Array(Type.String()),
});

/** Request of `activities.attend()`: submits an entry. */
export type AttendActivityRequest = StaticRequest<typeof AttendActivityRequestSchema>;
