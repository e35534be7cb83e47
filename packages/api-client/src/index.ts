/**
 * Typed client of the 数字艺术门户 API: {@link createApiClient}, one function per call of the contract, the
 * {@link ApiError} model, the validation rules the server applies, picture and upload helpers.
 *
 * @module @art-portal/api-client
 */
export type {
  AuthStatus,
  ChangePasswordRequest,
  ImgCode,
  LoginBySmsRequest,
  Project,
  RegisterRequest,
  ResetPasswordRequest,
  SendEmailCodeRequest,
  SendSmsCodeRequest,
  Token,
  UpdateEmailRequest,
  UpdateInfoRequest,
  UpdatePhoneRequest,
  UserInfo,
} from './contract/account';
export type {
  Activity,
  ActivityEntry,
  ActivityEntryListQuery,
  ActivityListQuery,
  ActivityStatus,
  ActivitySummary,
  AttendActivityRequest,
  EntryReviewState,
  MyEntry,
} from './contract/activities';
export type {
  Artwork,
  ArtworkListQuery,
  ArtworkSummary,
  Picture,
  ProductInfoType,
  ProductionColumn,
  ProductType,
} from './contract/artworks';
export type { Envelope, Id, IdQuery, Page, PageQuery, StaticRequest, ViewCount } from './contract/common';
export type {
  Course,
  CourseCheckInRequest,
  CourseComment,
  CourseCommentListQuery,
  CourseCommentRequest,
  CourseListQuery,
  CourseSummary,
  SubmitHomeworkRequest,
} from './contract/courses';
export type {
  ExhibitionHall,
  ExhibitionHallDetail,
  ExhibitionHallListQuery,
  ExhibitionWork,
} from './contract/exhibitions';
export type { Banner, VisitCount } from './contract/home';
export type { EditorialPage, EditorialPageQuery } from './contract/pages';
export type { Message } from './contract/messages';
export type { NeighbourLink, Neighbours, News, NewsListQuery, NewsSummary } from './contract/news';
export type {
  SearchKind,
  SearchKindCounts,
  SearchListQuery,
  SearchPage,
  SearchResult,
  SearchSort,
  SearchSuggestion,
  SearchSuggestQuery,
} from './contract/search';
export type { SitemapKind, SitemapPart, SitemapPartQuery, SitemapParts } from './contract/sitemap';
export type { UploadSign } from './contract/upload';
export type { ApiClientOptions, FetchFunction, NotifyLevel } from './ApiClientOptions';
export { ApiError, isApiError, toApiError } from './ApiError';
export type { ApiErrorInit, ApiErrorKind } from './ApiError';
export type { CallOptions } from './CallOptions';
export { calls, resourceCalls } from './contract/calls';
export type { CallDefinition, CallName } from './contract/calls';
export { createApiClient } from './createApiClient';
export type { ApiClient } from './createApiClient';
export { normalizePictureUrl } from './pictures/normalizePictureUrl';
export { pictureSrcSet } from './pictures/pictureSrcSet';
export type { PictureFormat, PictureStyle } from './pictures/PictureStyle';
export { pictureUrl } from './pictures/pictureUrl';
export {
  EMAIL_CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  SMS_CODE_LENGTH,
  TEXT_LIMITS,
  emailProblem,
  passwordProblem,
  phoneProblem,
} from './contract/rules';
export type { UploadFile, UploadFileOptions, UploadProgress } from './uploadFile';
