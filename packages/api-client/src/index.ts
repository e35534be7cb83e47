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
