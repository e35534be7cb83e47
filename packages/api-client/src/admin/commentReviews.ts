import Type, { type Static } from 'typebox';
import { PageSchema, pagedProperties, type StaticRequest } from '../contract/common';
import { adminRoute, REVIEWERS } from './AdminRouteDefinition';
import { REVIEW_TEXT_MAX_LENGTH } from './reviewDecisions';

/** Schema of `CommentState`: 已发布 · 待审核 · 已隐藏. */
export const CommentStateSchema = Type.Union([
  Type.Literal('published'),
  Type.Literal('pending'),
  Type.Literal('hidden'),
]);

/** A course comment's state: only `published` is on the course's page (and `pending` to its author, as 审核中). */
export type CommentState = Static<typeof CommentStateSchema>;

/** The states as the back office names them. */
export const commentStateLabels: Readonly<Record<CommentState, string>> = {
  published: '已发布',
  pending: '待审核',
  hidden: '已隐藏',
};

const Time = Type.String({ format: 'date-time' });
const IdText = Type.String({ pattern: '^[0-9]{1,10}$' });

/** Schema of `CommentRow`. */
export const CommentRowSchema = Type.Object({
  /** The comment's id. */
  id: Type.String(),
  /** The course's id. */
  courseId: Type.String(),
  /** The course's 标题. */
  courseTitle: Type.String(),
  /** The name the portal shows for the commenter. */
  customerName: Type.String(),
  /** The text, as written. */
  content: Type.String(),
  /** When it was written (ISO 8601). */
  createdAt: Time,
  /** Its state. */
  state: CommentStateSchema,
  /** Why it was hidden (for `hidden`), else null. */
  hiddenReason: Type.Union([Type.String(), Type.Null()]),
  /** 登录名 of the reviewer who decided last, else null. */
  reviewedBy: Type.Union([Type.String(), Type.Null()]),
  /** When (ISO 8601), else null. */
  reviewedAt: Type.Union([Time, Type.Null()]),
});

/** One course comment as 评论管理 lists it. */
export type CommentRow = Static<typeof CommentRowSchema>;

/** Schema of `CommentListQuery`. */
export const CommentListQuerySchema = Type.Object(
  pagedProperties({
    /** Only this state. */
    state: Type.Optional(CommentStateSchema),
    /** Only this course. */
    courseId: Type.Optional(IdText),
  }),
);

/** 评论管理's filters (newest first). */
export type CommentListQuery = StaticRequest<typeof CommentListQuerySchema>;

/** Schema of `CommentDecisionRequest`. */
export const CommentDecisionRequestSchema = Type.Object({
  /** The comment's id. */
  id: IdText,
});

/** 通过 or 恢复显示 a comment. */
export type CommentDecisionRequest = StaticRequest<typeof CommentDecisionRequestSchema>;

/** Schema of `CommentHideRequest`. */
export const CommentHideRequestSchema = Type.Object({
  /** The comment's id. */
  id: IdText,
  /** Why (required). */
  reason: Type.String({ minLength: 1, maxLength: REVIEW_TEXT_MAX_LENGTH }),
});

/** 隐藏 a comment, with the reason. */
export type CommentHideRequest = StaticRequest<typeof CommentHideRequestSchema>;

/**
 * 评论管理 (审核员). 通过 publishes a waiting comment, 隐藏 takes any comment off the course's page within 5 s,
 * 恢复显示 brings a hidden one back; a decision already made by someone else is refused (409 该内容已被他人处理).
 */
export const commentReviewRoutes = [
  adminRoute({
    name: 'comments.list',
    method: 'GET',
    path: '/comments/list',
    roles: REVIEWERS,
    reads: true,
    query: CommentListQuerySchema,
    data: PageSchema(CommentRowSchema),
  }),
  adminRoute({
    name: 'comments.approve',
    method: 'POST',
    path: '/comments/approve',
    roles: REVIEWERS,
    reads: false,
    body: CommentDecisionRequestSchema,
    data: CommentRowSchema,
  }),
  adminRoute({
    name: 'comments.hide',
    method: 'POST',
    path: '/comments/hide',
    roles: REVIEWERS,
    reads: false,
    body: CommentHideRequestSchema,
    data: CommentRowSchema,
  }),
  adminRoute({
    name: 'comments.restore',
    method: 'POST',
    path: '/comments/restore',
    roles: REVIEWERS,
    reads: false,
    body: CommentDecisionRequestSchema,
    data: CommentRowSchema,
  }),
] as const;
