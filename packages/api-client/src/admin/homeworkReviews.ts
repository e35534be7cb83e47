import Type, { type Static } from 'typebox';
import { PageSchema, pagedProperties, type StaticRequest } from '../contract/common';
import { adminRoute, REVIEWERS } from './AdminRouteDefinition';
import { REVIEW_TEXT_MAX_LENGTH } from './reviewDecisions';

/** Schema of `HomeworkState`: 待批阅 · 已批阅. */
export const HomeworkStateSchema = Type.Union([Type.Literal('pending'), Type.Literal('reviewed')]);

/** A homework's state; a new submission of it waits again. */
export type HomeworkState = Static<typeof HomeworkStateSchema>;

/** The states as the back office names them. */
export const homeworkStateLabels: Readonly<Record<HomeworkState, string>> = {
  pending: '待批阅',
  reviewed: '已批阅',
};

const Time = Type.String({ format: 'date-time' });
const IdText = Type.String({ pattern: '^[0-9]{1,10}$' });

/** Schema of `HomeworkRow`. */
export const HomeworkRowSchema = Type.Object({
  /** The homework's id. */
  id: Type.String(),
  /** The course's id. */
  courseId: Type.String(),
  /** The course's 标题. */
  courseTitle: Type.String(),
  /** The name the portal shows for the customer. */
  customerName: Type.String(),
  /** 作业内容 as written. */
  content: Type.String(),
  /** The uploaded files' addresses in the storage. */
  fileUrls: Type.Array(Type.String()),
  /** When it was (last) submitted (ISO 8601). */
  createdAt: Time,
  /** Its state. */
  state: HomeworkStateSchema,
  /** The 批阅 comment, else null. */
  reviewComment: Type.Union([Type.String(), Type.Null()]),
  /** 登录名 of the reviewer, else null. */
  reviewedBy: Type.Union([Type.String(), Type.Null()]),
  /** When (ISO 8601), else null. */
  reviewedAt: Type.Union([Time, Type.Null()]),
});

/** One homework as 作业批阅 lists it. */
export type HomeworkRow = Static<typeof HomeworkRowSchema>;

/** Schema of `HomeworkListQuery`. */
export const HomeworkListQuerySchema = Type.Object(
  pagedProperties({
    /** Only this state. */
    state: Type.Optional(HomeworkStateSchema),
    /** Only this course. */
    courseId: Type.Optional(IdText),
  }),
);

/** 作业批阅's filters (newest first). */
export type HomeworkListQuery = StaticRequest<typeof HomeworkListQuerySchema>;

/** Schema of `HomeworkReviewRequest`. */
export const HomeworkReviewRequestSchema = Type.Object({
  /** The homework's id. */
  id: IdText,
  /** The 批阅 comment the customer reads in 我的消息 (required). */
  comment: Type.String({ minLength: 1, maxLength: REVIEW_TEXT_MAX_LENGTH }),
});

/** 批阅 a homework. */
export type HomeworkReviewRequest = StaticRequest<typeof HomeworkReviewRequestSchema>;

/** 作业批阅 (审核员): 批阅 marks a homework 已批阅 and messages the customer once (409 该内容已被他人处理 after that). */
export const homeworkReviewRoutes = [
  adminRoute({
    name: 'homework.list',
    method: 'GET',
    path: '/homework/list',
    roles: REVIEWERS,
    reads: true,
    query: HomeworkListQuerySchema,
    data: PageSchema(HomeworkRowSchema),
  }),
  adminRoute({
    name: 'homework.review',
    method: 'POST',
    path: '/homework/review',
    roles: REVIEWERS,
    reads: false,
    body: HomeworkReviewRequestSchema,
    data: HomeworkRowSchema,
  }),
] as const;
