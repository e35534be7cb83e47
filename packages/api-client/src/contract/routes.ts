import Type, { type TSchema } from 'typebox';
import {
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
import {
  ActivityEntryListQuerySchema,
  ActivityEntrySchema,
  ActivityListQuerySchema,
  ActivitySchema,
  ActivitySummarySchema,
  AttendActivityRequestSchema,
} from './activities';
import {
  ArtworkListQuerySchema,
  ArtworkSchema,
  ArtworkSummarySchema,
  ProductInfoTypeSchema,
  ProductionColumnSchema,
  ProductTypeSchema,
} from './artworks';
import { IdQuerySchema, NullSchema, PageQuerySchema, PageSchema } from './common';
import {
  CourseCheckInRequestSchema,
  CourseCommentListQuerySchema,
  CourseCommentRequestSchema,
  CourseCommentSchema,
  CourseListQuerySchema,
  CourseSchema,
  CourseSummarySchema,
  SubmitHomeworkRequestSchema,
} from './courses';
import { ExhibitionHallDetailSchema, ExhibitionHallListQuerySchema, ExhibitionHallSchema } from './exhibitions';
import { BannerSchema, VisitCountSchema } from './home';
import { MessageSchema } from './messages';
import { NeighboursSchema, NewsListQuerySchema, NewsSchema, NewsSummarySchema } from './news';
import { UploadSignSchema } from './upload';

/** One call of the contract: where it lives, whether it needs login, and the schemas of its parts. */
export interface RouteDefinition {
  /** `<resource>.<function>` of the client, e.g. `customer.getInfo`. */
  name: string;
  /** HTTP method. */
  method: 'GET' | 'POST';
  /** Path under the API prefix, e.g. `/portal/customer/selectInfo`. */
  path: string;
  /** True when the call answers code 10001 without a valid token. */
  login: boolean;
  /** Schema of the query string, when the call takes one. */
  query?: TSchema;
  /** Schema of the JSON body, when the call takes one (calls with an empty body have none). */
  body?: TSchema;
  /** Schema of the envelope's `data`. */
  data: TSchema;
}

function route<const R extends RouteDefinition>(definition: R): R {
  return definition;
}

/** Every call of the contract, one record each (39). */
export const routes = [
  route({ name: 'auth.getImageCode', method: 'GET', path: '/auth/code/imgCode', login: false, data: ImgCodeSchema }),
  route({
    name: 'auth.sendSmsCode',
    method: 'GET',
    path: '/auth/code/sendLoginCode',
    login: false,
    query: SendSmsCodeRequestSchema,
    data: NullSchema,
  }),
  route({
    name: 'auth.sendEmailCode',
    method: 'POST',
    path: '/portal/email/send',
    login: true,
    query: SendEmailCodeRequestSchema,
    data: NullSchema,
  }),
  route({
    name: 'auth.loginBySms',
    method: 'POST',
    path: '/auth/user/phoneSmsLogin',
    login: false,
    query: LoginBySmsRequestSchema,
    data: TokenSchema,
  }),
  route({
    name: 'customer.register',
    method: 'POST',
    path: '/portal/customer/register',
    login: false,
    body: RegisterRequestSchema,
    data: TokenSchema,
  }),
  route({
    name: 'customer.resetPassword',
    method: 'POST',
    path: '/portal/customer/resetPassword',
    login: false,
    body: ResetPasswordRequestSchema,
    data: NullSchema,
  }),
  route({
    name: 'customer.changePassword',
    method: 'POST',
    path: '/portal/customer/changePassword',
    login: true,
    body: ChangePasswordRequestSchema,
    data: NullSchema,
  }),
  route({
    name: 'customer.updatePhone',
    method: 'POST',
    path: '/portal/customer/updatePhone',
    login: true,
    body: UpdatePhoneRequestSchema,
    data: NullSchema,
  }),
  route({
    name: 'customer.updateEmail',
    method: 'POST',
    path: '/portal/customer/updateEmail',
    login: true,
    body: UpdateEmailRequestSchema,
    data: NullSchema,
  }),
  route({ name: 'customer.getInfo', method: 'POST', path: '/portal/customer/selectInfo', login: true, data: UserInfoSchema }),
  route({
    name: 'customer.listProjects',
    method: 'POST',
    path: '/portal/project/selectList',
    login: false,
    data: Type.Array(ProjectSchema),
  }),
  route({
    name: 'customer.updateInfo',
    method: 'POST',
    path: '/portal/customer/updateInfo',
    login: true,
    body: UpdateInfoRequestSchema,
    data: NullSchema,
  }),
  route({ name: 'customer.logout', method: 'POST', path: '/portal/customer/logout', login: true, data: NullSchema }),
  route({
    name: 'artworks.list',
    method: 'POST',
    path: '/portal/production/selectAuthList',
    login: false,
    body: ArtworkListQuerySchema,
    data: PageSchema(ArtworkSummarySchema),
  }),
  route({
    name: 'artworks.listTypes',
    method: 'POST',
    path: '/portal/type/productType',
    login: false,
    data: Type.Array(ProductTypeSchema),
  }),
  route({
    name: 'artworks.listInfoTypes',
    method: 'POST',
    path: '/portal/type/productInfoType',
    login: false,
    data: Type.Array(ProductInfoTypeSchema),
  }),
  route({
    name: 'artworks.listColumns',
    method: 'POST',
    path: '/portal/productionColumn/selectPageList',
    login: false,
    body: PageQuerySchema,
    data: PageSchema(ProductionColumnSchema),
  }),
  route({
    name: 'artworks.get',
    method: 'GET',
    path: '/portal/production/getInfo',
    login: false,
    query: IdQuerySchema,
    data: ArtworkSchema,
  }),
  route({
    name: 'artworks.listRelated',
    method: 'GET',
    path: '/portal/production/getAnoList',
    login: false,
    query: IdQuerySchema,
    data: Type.Array(ArtworkSummarySchema),
  }),
  route({
    name: 'exhibitions.listHalls',
    method: 'POST',
    path: '/portal/cloudExhibitionColumn/selectPageList',
    login: false,
    body: ExhibitionHallListQuerySchema,
    data: PageSchema(ExhibitionHallSchema),
  }),
  route({
    name: 'exhibitions.getHall',
    method: 'GET',
    path: '/portal/cloudExhibitionColumn/getInfo',
    login: false,
    query: IdQuerySchema,
    data: ExhibitionHallDetailSchema,
  }),
  route({
    name: 'news.list',
    method: 'POST',
    path: '/portal/resourceInfoColumn/selectPageList',
    login: false,
    body: NewsListQuerySchema,
    data: PageSchema(NewsSummarySchema),
  }),
  route({
    name: 'news.get',
    method: 'GET',
    path: '/portal/resourceInfoColumn/getInfo',
    login: false,
    query: IdQuerySchema,
    data: NewsSchema,
  }),
  route({
    name: 'news.getNeighbours',
    method: 'GET',
    path: '/portal/resourceInfo/getAnoConsult',
    login: false,
    query: IdQuerySchema,
    data: NeighboursSchema,
  }),
  route({
    name: 'home.listBanners',
    method: 'POST',
    path: '/portal/banner/selectList',
    login: false,
    data: Type.Array(BannerSchema),
  }),
  route({ name: 'home.countVisit', method: 'GET', path: '/portal/home/visit', login: false, data: VisitCountSchema }),
  route({
    name: 'courses.list',
    method: 'POST',
    path: '/portal/pass/course/selectByPageList',
    login: false,
    body: CourseListQuerySchema,
    data: PageSchema(CourseSummarySchema),
  }),
  route({
    name: 'courses.get',
    method: 'GET',
    path: '/portal/pass/course/selectById',
    login: false,
    query: IdQuerySchema,
    data: CourseSchema,
  }),
  route({
    name: 'courses.listComments',
    method: 'GET',
    path: '/portal/pass/courseComment/list',
    login: false,
    query: CourseCommentListQuerySchema,
    data: PageSchema(CourseCommentSchema),
  }),
  route({
    name: 'courses.comment',
    method: 'POST',
    path: '/portal/courseComment/submit',
    login: true,
    body: CourseCommentRequestSchema,
    data: NullSchema,
  }),
  route({
    name: 'courses.checkIn',
    method: 'POST',
    path: '/portal/course/checkIn',
    login: true,
    query: CourseCheckInRequestSchema,
    data: NullSchema,
  }),
  route({
    name: 'courses.submitHomework',
    method: 'POST',
    path: '/portal/course/submitHomework',
    login: true,
    body: SubmitHomeworkRequestSchema,
    data: NullSchema,
  }),
  route({
    name: 'activities.list',
    method: 'POST',
    path: '/portal/pass/activity/selectPageList',
    login: false,
    body: ActivityListQuerySchema,
    data: PageSchema(ActivitySummarySchema),
  }),
  route({
    name: 'activities.get',
    method: 'GET',
    path: '/portal/pass/activity/selectById',
    login: false,
    query: IdQuerySchema,
    data: ActivitySchema,
  }),
  route({
    name: 'activities.listEntries',
    method: 'POST',
    path: '/portal/pass/activityCustomerInfo/selectPageList',
    login: false,
    body: ActivityEntryListQuerySchema,
    data: PageSchema(ActivityEntrySchema),
  }),
  route({
    name: 'activities.getEntry',
    method: 'POST',
    path: '/portal/pass/activityCustomerInfo/selectById',
    login: false,
    query: IdQuerySchema,
    data: ActivityEntrySchema,
  }),
  route({
    name: 'activities.attend',
    method: 'POST',
    path: '/portal/activityCustomerInfo/attend',
    login: true,
    body: AttendActivityRequestSchema,
    data: NullSchema,
  }),
  route({
    name: 'messages.list',
    method: 'POST',
    path: '/portal/customerMessage/myList',
    login: true,
    body: PageQuerySchema,
    data: PageSchema(MessageSchema),
  }),
  route({
    name: 'upload.getSign',
    method: 'GET',
    path: '/resource/upload/generateSign',
    login: true,
    data: UploadSignSchema,
  }),
] as const;

/** Name of a call in the route table, `<resource>.<function>`. */
export type RouteName = (typeof routes)[number]['name'];

/** The route table's record of the call `N`. */
export type RouteOf<N extends RouteName> = Extract<(typeof routes)[number], { name: N }>;

/** Finds a call's record by its name. */
export function findRoute<N extends RouteName>(name: N): RouteOf<N> {
  const found = routes.find((r): r is RouteOf<N> => r.name === name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}
