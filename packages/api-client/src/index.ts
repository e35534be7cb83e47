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
export { createApiClient } from './createApiClient';
export type { ApiClient } from './createApiClient';
export { normalizePictureUrl } from './pictures/normalizePictureUrl';
export { pictureSrcSet } from './pictures/pictureSrcSet';
export type { PictureStyle } from './pictures/PictureStyle';
export { pictureUrl } from './pictures/pictureUrl';
export type { ActivitiesResource } from './resources/activities';
export type { ArtworksResource } from './resources/artworks';
export type { AuthResource } from './resources/auth';
export type { CoursesResource } from './resources/courses';
export type { CustomerResource } from './resources/customer';
export type { ExhibitionsResource } from './resources/exhibitions';
export type { HomeResource } from './resources/home';
export type { MessagesResource } from './resources/messages';
export type { NewsResource } from './resources/news';
export type { UploadFileOptions, UploadProgress, UploadResource } from './resources/upload';
