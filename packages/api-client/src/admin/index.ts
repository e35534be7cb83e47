/**
 * The back office's contract and client: TypeBox schemas of every call, the route table with the roles each call
 * needs (`adminRoutes`), and {@link createAdminClient}. Only the back office imports it, never the portal.
 *
 * @module @art-portal/api-client/admin
 */
export {
  ADMIN_ONLY,
  ANY_STAFF,
  EDITORS,
  REVIEWERS,
  adminRoute,
  type AdminRouteDefinition,
  type ProtectedAdminRoute,
  type PublicAdminRoute,
} from './AdminRouteDefinition';
export { adminCodes } from './adminCodes';
export {
  adminRoutes,
  findAdminRoute,
  type AdminRoute,
  type AdminRouteName,
  type AdminRouteOf,
} from './adminRoutes';
export {
  LoginLogEntrySchema,
  LoginLogQuerySchema,
  LoginResultSchema,
  OperationLogEntrySchema,
  OperationLogQuerySchema,
  auditActions,
  type LoginLogEntry,
  type LoginLogQuery,
  type LoginResult,
  type OperationLogEntry,
  type OperationLogQuery,
} from './audit';
export {
  ContentPreviewSchema,
  contentPreviewRoutes,
  previewRoute,
  type ContentPreview,
} from './contentPreview';
export {
  ContentIdQuerySchema,
  ContentListQuerySchema,
  ContentRestoreRequestSchema,
  ContentScheduleRequestSchema,
  ContentVersionRequestSchema,
  ContentVersionSchema,
  PublishStateSchema,
  STALE_VERSION_MESSAGE,
  contentMetaProperties,
  contentRoutes,
  publishStateLabels,
  type ContentIdQuery,
  type ContentListQuery,
  type ContentRestoreRequest,
  type ContentScheduleRequest,
  type ContentVersion,
  type ContentVersionRequest,
  type PublishState,
} from './content';
export {
  ARTWORK_DESCRIPTION_MAX_LENGTH,
  ARTWORK_MAX_IMAGES,
  ARTWORK_NAME_MAX_LENGTH,
  ARTWORK_TITLE_MAX_LENGTH,
  ArtworkFieldsSchema,
  ArtworkRecordSchema,
  ArtworkRowSchema,
  ArtworkSourceSchema,
  STORAGE_PATH_PATTERN,
  artworkContentRoutes,
  artworkSourceRoutes,
  artworkFieldProblems,
  artworkFieldProperties,
  type ArtworkFields,
  type ArtworkRecord,
  type ArtworkRow,
  type ArtworkSource,
} from './contentArtworks';
export {
  activityKind,
  bannerKind,
  contentKindDefinitions,
  courseKind,
  definedKindRoutes,
  hallKind,
  hallWorkKind,
  productTypeKind,
  projectKind,
} from './contentKindDefinitions';
export { pageKind, pagePalettes } from './contentPages';
export {
  NEWS_CONTENT_MAX_LENGTH,
  NEWS_NAME_MAX_LENGTH,
  NEWS_SUMMARY_MAX_LENGTH,
  NEWS_TITLE_MAX_LENGTH,
  NewsFieldsSchema,
  NewsRecordSchema,
  NewsRowSchema,
  newsContentRoutes,
  newsFieldProblems,
  newsFieldProperties,
  type NewsFields,
  type NewsRecord,
  type NewsRow,
} from './contentNews';
export {
  contentKindRoutes,
  defineContentKind,
  type ContentChoiceSpec,
  type ContentFieldSpec,
  type ContentItemFieldSpec,
  type ContentFieldSpecs,
  type ContentKindContract,
  type ContentKindSpec,
  type FieldSchema,
  type SpecFieldProperties,
  type SpecRecordProperties,
  type SpecRowProperties,
} from './defineContentKind';
export { auditRoutes, dashboardRoutes, sessionRoutes, staffRoutes } from './coreRoutes';
export {
  STAFF_UPLOAD_FILE_FIELD,
  StaffUploadQuerySchema,
  StoredFileSchema,
  StoredMediaSchema,
  uploadRoutes,
  type StoredFile,
  type StoredMedia,
} from './uploads';
export {
  CommentDecisionRequestSchema,
  CommentHideRequestSchema,
  CommentListQuerySchema,
  CommentRowSchema,
  CommentStateSchema,
  commentReviewRoutes,
  commentStateLabels,
  type CommentDecisionRequest,
  type CommentHideRequest,
  type CommentListQuery,
  type CommentRow,
  type CommentState,
} from './commentReviews';
export {
  HomeworkListQuerySchema,
  HomeworkReviewRequestSchema,
  HomeworkRowSchema,
  HomeworkStateSchema,
  homeworkReviewRoutes,
  homeworkStateLabels,
  type HomeworkListQuery,
  type HomeworkReviewRequest,
  type HomeworkRow,
  type HomeworkState,
} from './homeworkReviews';
export { ALREADY_HANDLED_MESSAGE, REVIEW_TEXT_MAX_LENGTH } from './reviewDecisions';
export {
  SENSITIVE_WORD_MAX_LENGTH,
  SensitiveWordAddRequestSchema,
  SensitiveWordDeleteRequestSchema,
  SensitiveWordListQuerySchema,
  SensitiveWordSchema,
  sensitiveWordRoutes,
  type SensitiveWord,
  type SensitiveWordAddRequest,
  type SensitiveWordDeleteRequest,
  type SensitiveWordListQuery,
} from './sensitiveWords';
export {
  createAdminClient,
  type AdminCallFunction,
  type AdminClient,
  type AdminClientOptions,
  type ResourceOf,
} from './createAdminClient';
export { DashboardSummarySchema, type DashboardSummary } from './dashboard';
export {
  EntryReviewFileSchema,
  EntryReviewQuerySchema,
  EntryReviewRecordSchema,
  EntryReviewRowSchema,
  REVIEW_REASON_MAX_LENGTH,
  ReviewIdRequestSchema,
  ReviewRejectRequestSchema,
  VerificationReviewQuerySchema,
  VerificationReviewRowSchema,
  entryReviewRoutes,
  entryReviewStateLabels,
  reviewReasonProblem,
  verificationReviewRoutes,
  type EntryReviewFile,
  type EntryReviewQuery,
  type EntryReviewRecord,
  type EntryReviewRow,
  type ReviewIdRequest,
  type ReviewRejectRequest,
  type VerificationReviewQuery,
  type VerificationReviewRow,
} from './reviews';
export {
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
  MessageSendRequestSchema,
  SentMessageQuerySchema,
  SentMessageSchema,
  messageRoutes,
  type MessageSendRequest,
  type SentMessage,
  type SentMessageQuery,
} from './messages';
export {
  LoginNameSchema,
  StaffChangePasswordRequestSchema,
  StaffLoginRequestSchema,
  StaffMemberSchema,
  StaffNewPasswordSchema,
  TotpCodeSchema,
  TotpDisableRequestSchema,
  TotpEnableRequestSchema,
  TotpSetupSchema,
  type StaffChangePasswordRequest,
  type StaffLoginRequest,
  type StaffMember,
  type TotpDisableRequest,
  type TotpEnableRequest,
  type TotpSetup,
} from './session';
export {
  StaffAccountSchema,
  StaffCreateRequestSchema,
  StaffDisableRequestSchema,
  StaffListQuerySchema,
  StaffResetPasswordRequestSchema,
  StaffUpdateRequestSchema,
  StaffWithPasswordSchema,
  type StaffAccount,
  type StaffCreateRequest,
  type StaffDisableRequest,
  type StaffListQuery,
  type StaffResetPasswordRequest,
  type StaffUpdateRequest,
  type StaffWithPassword,
} from './staff';
export { StaffRoleSchema, staffRoleLabels, staffRoles, type StaffRole } from './staffRoles';
export {
  LOGIN_NAME_PATTERN,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_PASSWORD_PATTERN,
  TOTP_CODE_LENGTH,
  loginNameProblem,
  staffPasswordProblem,
} from './staffRules';
export { ApiError, isApiError, toApiError, type ApiErrorKind } from '../ApiError';
export type { CallOptions } from '../CallOptions';
export { EnvelopeSchema, NullSchema, PageSchema, type Page } from '../contract/common';
