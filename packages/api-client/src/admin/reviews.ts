import Type, { type Static } from 'typebox';
import { EntryReviewStateSchema } from '../contract/activities';
import { PageSchema, pagedProperties, type StaticRequest } from '../contract/common';
import { adminRoute, REVIEWERS } from './AdminRouteDefinition';

/** Longest 驳回原因, in characters. */
export const REVIEW_REASON_MAX_LENGTH = 200;

/** How 投稿审核 names each state. */
export const entryReviewStateLabels = {
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
} as const;

const RecordIdSchema = Type.String({ pattern: '^[0-9]{1,10}$' });
const Time = Type.String({ format: 'date-time' });
const NullableTime = Type.Union([Time, Type.Null()]);

/** Schema of `ReviewIdRequest`. */
export const ReviewIdRequestSchema = Type.Object({ id: RecordIdSchema });

/** Names the item a review call decides or reads. */
export type ReviewIdRequest = StaticRequest<typeof ReviewIdRequestSchema>;

/** Schema of `ReviewRejectRequest`: the schema bounds the size, the server says why a reason is not acceptable. */
export const ReviewRejectRequestSchema = Type.Object({
  id: RecordIdSchema,
  /** 驳回原因: required, the customer reads it. */
  reason: Type.String({ maxLength: 10_000 }),
});

/** 驳回 with its reason. */
export type ReviewRejectRequest = StaticRequest<typeof ReviewRejectRequestSchema>;

/** Why a 驳回原因 is not acceptable (Chinese), or null. */
export function reviewReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return '请填写驳回原因';
  if (Array.from(trimmed).length > REVIEW_REASON_MAX_LENGTH)
    return `驳回原因不能超过${REVIEW_REASON_MAX_LENGTH}个字`;
  return null;
}

/** Schema of `EntryReviewQuery`. */
export const EntryReviewQuerySchema = Type.Object(
  pagedProperties({
    /** Only this state (待审核 when absent): 待审核 oldest first, the others newest first. */
    state: Type.Optional(EntryReviewStateSchema),
    /** Only this call's entries. */
    activityId: Type.Optional(RecordIdSchema),
  }),
);

/** The 投稿审核 queue's filters. */
export type EntryReviewQuery = StaticRequest<typeof EntryReviewQuerySchema>;

/** Schema of `EntryReviewRow`. */
export const EntryReviewRowSchema = Type.Object({
  id: Type.String(),
  activityId: Type.String(),
  /** The call's 标题. */
  activityTitle: Type.String(),
  title: Type.String(),
  /** The entrant's public name. */
  customerName: Type.String(),
  cover: Type.String(),
  reviewState: EntryReviewStateSchema,
  /** 驳回原因 (empty unless 未通过). */
  reviewReason: Type.String(),
  /** 登录名 of who decided (null while 待审核). */
  reviewedBy: Type.Union([Type.String(), Type.Null()]),
  reviewedAt: NullableTime,
  /** When it was sent. */
  createdAt: Time,
});

/** An entry in the 投稿审核 list. */
export type EntryReviewRow = Static<typeof EntryReviewRowSchema>;

/** Schema of `EntryReviewFile`. */
export const EntryReviewFileSchema = Type.Object({
  /** Where the reviewer's browser reads it. */
  url: Type.String(),
  /** How the screen shows it: a picture inline, a video playable, anything else as a download. */
  kind: Type.Union([Type.Literal('image'), Type.Literal('video'), Type.Literal('document')]),
  /** The file's name. */
  name: Type.String(),
});

/** One file of an entry. */
export type EntryReviewFile = Static<typeof EntryReviewFileSchema>;

/** Schema of `EntryReviewRecord`. */
export const EntryReviewRecordSchema = Type.Object({
  ...EntryReviewRowSchema.properties,
  /** 作品说明 as the entrant typed it (plain text). */
  description: Type.String(),
  /** Every file the entrant sent. */
  files: Type.Array(EntryReviewFileSchema),
});

/** An entry with every file, as the reviewer reads it before deciding. */
export type EntryReviewRecord = Static<typeof EntryReviewRecordSchema>;

/** Schema of `VerificationReviewRow`. */
export const VerificationReviewRowSchema = Type.Object({
  /** The customer's id. */
  id: Type.String(),
  phone: Type.String(),
  /** 姓名. */
  name: Type.String(),
  /** 认证项目's name. */
  projectName: Type.String(),
  /** 认证机构. */
  authOrg: Type.String(),
  /** 学号. */
  studentCode: Type.String(),
  /** When they sent it. */
  submittedAt: NullableTime,
});

/** A customer waiting at 认证状态 审核中, with what they entered. */
export type VerificationReviewRow = Static<typeof VerificationReviewRowSchema>;

/** Schema of `VerificationReviewQuery`. */
export const VerificationReviewQuerySchema = Type.Object(pagedProperties({}));

/** The 实名认证 queue's paging. */
export type VerificationReviewQuery = StaticRequest<typeof VerificationReviewQuerySchema>;

/** 投稿审核's calls, for 审核员 and 管理员. */
export const entryReviewRoutes = [
  adminRoute({
    name: 'entryReviews.list',
    method: 'GET',
    path: '/entry-reviews/list',
    roles: REVIEWERS,
    reads: true,
    query: EntryReviewQuerySchema,
    data: PageSchema(EntryReviewRowSchema),
  }),
  adminRoute({
    name: 'entryReviews.get',
    method: 'GET',
    path: '/entry-reviews/get',
    roles: REVIEWERS,
    reads: true,
    query: ReviewIdRequestSchema,
    data: EntryReviewRecordSchema,
  }),
  adminRoute({
    name: 'entryReviews.approve',
    method: 'POST',
    path: '/entry-reviews/approve',
    roles: REVIEWERS,
    reads: false,
    body: ReviewIdRequestSchema,
    data: EntryReviewRowSchema,
  }),
  adminRoute({
    name: 'entryReviews.reject',
    method: 'POST',
    path: '/entry-reviews/reject',
    roles: REVIEWERS,
    reads: false,
    body: ReviewRejectRequestSchema,
    data: EntryReviewRowSchema,
  }),
] as const;

/** 实名认证's calls, for 审核员 and 管理员. */
export const verificationReviewRoutes = [
  adminRoute({
    name: 'verificationReviews.list',
    method: 'GET',
    path: '/verification-reviews/list',
    roles: REVIEWERS,
    reads: true,
    query: VerificationReviewQuerySchema,
    data: PageSchema(VerificationReviewRowSchema),
  }),
  adminRoute({
    name: 'verificationReviews.approve',
    method: 'POST',
    path: '/verification-reviews/approve',
    roles: REVIEWERS,
    reads: false,
    body: ReviewIdRequestSchema,
    data: VerificationReviewRowSchema,
  }),
  adminRoute({
    name: 'verificationReviews.reject',
    method: 'POST',
    path: '/verification-reviews/reject',
    roles: REVIEWERS,
    reads: false,
    body: ReviewRejectRequestSchema,
    data: VerificationReviewRowSchema,
  }),
] as const;
