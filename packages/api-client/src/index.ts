/**
 * Typed client of the 数字艺术门户 API: {@link createApiClient} (or {@link createApiConnection} and one
 * `create…Resource` per resource), one function per call, the {@link ApiError} model, picture and upload helpers.
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
} from './types/account';
export type {
  Activity,
  ActivityEntry,
  ActivityEntryListQuery,
  ActivityListQuery,
  ActivityStatus,
  ActivitySummary,
  AttendActivityRequest,
} from './types/activities';
export type {
  Artwork,
  ArtworkListQuery,
  ArtworkSummary,
  ProductInfoType,
  ProductionColumn,
  ProductType,
} from './types/artworks';
export type { Envelope, Id, IdQuery, Page, PageQuery } from './types/common';
export type {
  Course,
  CourseCheckInRequest,
  CourseComment,
  CourseCommentListQuery,
  CourseCommentRequest,
  CourseListQuery,
  CourseSummary,
  SubmitHomeworkRequest,
} from './types/courses';
export type { ExhibitionHall, ExhibitionHallDetail, ExhibitionHallListQuery, ExhibitionWork } from './types/exhibitions';
export type { Banner, VisitCount } from './types/home';
export type { Message } from './types/messages';
export type { NeighbourLink, Neighbours, News, NewsListQuery, NewsSummary } from './types/news';
export type { UploadSign } from './types/upload';
export type { ApiClientOptions, FetchFunction, NotifyLevel } from './ApiClientOptions';
export { ApiError, isApiError, toApiError } from './ApiError';
export type { ApiErrorInit, ApiErrorKind } from './ApiError';
export type { CallOptions } from './CallOptions';
export { calls } from './contract/calls';
export type { CallDefinition, CallName } from './contract/calls';
export { createApiClient } from './createApiClient';
export type { ApiClient } from './createApiClient';
export { createApiConnection } from './createApiConnection';
export type { ApiConnection } from './createApiConnection';
export { normalizePictureUrl } from './pictures/normalizePictureUrl';
export { pictureSrcSet } from './pictures/pictureSrcSet';
export type { PictureStyle } from './pictures/PictureStyle';
export { pictureUrl } from './pictures/pictureUrl';
export { createActivitiesResource } from './resources/activities';
export type { ActivitiesResource } from './resources/activities';
export { createArtworksResource } from './resources/artworks';
export type { ArtworksResource } from './resources/artworks';
export { createAuthResource } from './resources/auth';
export type { AuthResource } from './resources/auth';
export { createCoursesResource } from './resources/courses';
export type { CoursesResource } from './resources/courses';
export { createCustomerResource } from './resources/customer';
export type { CustomerResource } from './resources/customer';
export { createExhibitionsResource } from './resources/exhibitions';
export type { ExhibitionsResource } from './resources/exhibitions';
export { createHomeResource } from './resources/home';
export type { HomeResource } from './resources/home';
export { createMessagesResource } from './resources/messages';
export type { MessagesResource } from './resources/messages';
export { createNewsResource } from './resources/news';
export type { NewsResource } from './resources/news';
export { createUploadResource } from './resources/upload';
export type { UploadFileOptions, UploadProgress, UploadResource } from './resources/upload';
