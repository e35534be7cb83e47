/**
 * The contract as data: TypeBox schemas of every entity and request, the route table (`routes`, `findRoute`),
 * the calls without their schemas (`calls`) and the validation rules the schemas apply.
 *
 * @module @art-portal/api-client/contract
 */
export {
  AuthStatusSchema,
  ChangePasswordRequestSchema,
  ImgCodeSchema,
  LoginBySmsRequestSchema,
  ProjectSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SendEmailCodeRequestSchema,
  SendSmsCodeRequestSchema,
  TokenSchema,
  UpdateEmailRequestSchema,
  UpdateInfoRequestSchema,
  UpdatePhoneRequestSchema,
  UserInfoSchema,
} from './account';
export {
  ActivityEntryListQuerySchema,
  ActivityEntrySchema,
  ActivityListQuerySchema,
  ActivitySchema,
  ActivityStatusSchema,
  ActivitySummarySchema,
  AttendActivityRequestSchema,
  EntryReviewStateSchema,
  MyEntrySchema,
} from './activities';
export {
  ArtworkListQuerySchema,
  ArtworkSchema,
  ArtworkSummarySchema,
  PictureSchema,
  ProductInfoTypeSchema,
  ProductionColumnSchema,
  ProductTypeSchema,
} from './artworks';
export {
  EnvelopeSchema,
  IdQuerySchema,
  IdSchema,
  NullSchema,
  PageQuerySchema,
  PageSchema,
  pageQueryProperties,
  pagedProperties,
  ViewCountSchema,
} from './common';
export type { PageProperties, PageQueryProperties } from './common';
export {
  CourseCheckInRequestSchema,
  CourseCommentListQuerySchema,
  CourseCommentRequestSchema,
  CourseCommentSchema,
  CourseListQuerySchema,
  CourseSchema,
  CourseSummarySchema,
  SubmitHomeworkRequestSchema,
} from './courses';
export {
  ExhibitionHallDetailSchema,
  ExhibitionHallListQuerySchema,
  ExhibitionHallSchema,
  ExhibitionWorkSchema,
} from './exhibitions';
export { BannerSchema, VisitCountSchema } from './home';
export { MessageSchema } from './messages';
export { EditorialPageQuerySchema, EditorialPageSchema } from './pages';
export {
  NeighbourLinkSchema,
  NeighboursSchema,
  NewsListQuerySchema,
  NewsSchema,
  NewsSummarySchema,
} from './news';
export {
  SearchKindCountsSchema,
  SearchKindSchema,
  SearchListQuerySchema,
  SearchPageSchema,
  SearchResultSchema,
  SearchSortSchema,
  SearchSuggestionSchema,
  SearchSuggestQuerySchema,
} from './search';
export { calls, resourceCalls } from './calls';
export type { CallDefinition, CallName } from './calls';
export { findRoute, routes } from './routes';
export type { RouteDefinition, RouteName, RouteOf } from './routes';
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
} from './rules';
export { SitemapKindSchema, SitemapPartQuerySchema, SitemapPartSchema, SitemapPartsSchema } from './sitemap';
export { UploadSignSchema } from './upload';
