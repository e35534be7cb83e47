import Type, { type TSchema } from 'typebox';
import { calls, type CallName } from './calls';
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
import { IdQuerySchema, NullSchema, PageQuerySchema, PageSchema, ViewCountSchema } from './common';
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
import {
  ExhibitionHallDetailSchema,
  ExhibitionHallListQuerySchema,
  ExhibitionHallSchema,
} from './exhibitions';
import { BannerSchema, VisitCountSchema } from './home';
import { MessageSchema } from './messages';
import { EditorialPageQuerySchema, EditorialPageSchema } from './pages';
import { NeighboursSchema, NewsListQuerySchema, NewsSchema, NewsSummarySchema } from './news';
import {
  SearchListQuerySchema,
  SearchPageSchema,
  SearchSuggestionSchema,
  SearchSuggestQuerySchema,
} from './search';
import { SitemapPartQuerySchema, SitemapPartSchema, SitemapPartsSchema } from './sitemap';
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
  /**
   * True when the call only reads, false when it changes something: the reference API's XSRF check covers only
   * these.
   */
  reads: boolean;
  /** Schema of the query string, when the call takes one. */
  query?: TSchema;
  /** Schema of the JSON body, when the call takes one (calls with an empty body have none). */
  body?: TSchema;
  /** Schema of the envelope's `data`. */
  data: TSchema;
}

/** The schemas of one call's parts. */
interface RouteSchemas {
  query?: TSchema;
  body?: TSchema;
  data: TSchema;
}

/** A call's record: its entry of `calls` with its schemas. */
function route<const N extends CallName, const S extends RouteSchemas>(
  name: N,
  schemas: S,
): { name: N } & (typeof calls)[N] & S {
  return { name, ...calls[name], ...schemas };
}

/** Every call of the contract, one record each (44). */
export const routes = [
  route('auth.getImageCode', { data: ImgCodeSchema }),
  route('auth.sendSmsCode', { query: SendSmsCodeRequestSchema, data: NullSchema }),
  route('auth.sendEmailCode', { query: SendEmailCodeRequestSchema, data: NullSchema }),
  route('auth.loginBySms', { query: LoginBySmsRequestSchema, data: TokenSchema }),
  route('customer.register', { body: RegisterRequestSchema, data: TokenSchema }),
  route('customer.resetPassword', { body: ResetPasswordRequestSchema, data: NullSchema }),
  route('customer.changePassword', { body: ChangePasswordRequestSchema, data: NullSchema }),
  route('customer.updatePhone', { body: UpdatePhoneRequestSchema, data: NullSchema }),
  route('customer.updateEmail', { body: UpdateEmailRequestSchema, data: NullSchema }),
  route('customer.getInfo', { data: UserInfoSchema }),
  route('customer.listProjects', { data: Type.Array(ProjectSchema) }),
  route('customer.updateInfo', { body: UpdateInfoRequestSchema, data: NullSchema }),
  route('customer.logout', { data: NullSchema }),
  route('artworks.list', { body: ArtworkListQuerySchema, data: PageSchema(ArtworkSummarySchema) }),
  route('artworks.listTypes', { data: Type.Array(ProductTypeSchema) }),
  route('artworks.listInfoTypes', { data: Type.Array(ProductInfoTypeSchema) }),
  route('artworks.listColumns', { body: PageQuerySchema, data: PageSchema(ProductionColumnSchema) }),
  route('artworks.get', { query: IdQuerySchema, data: ArtworkSchema }),
  route('artworks.listRelated', { query: IdQuerySchema, data: Type.Array(ArtworkSummarySchema) }),
  route('artworks.countView', { query: IdQuerySchema, data: ViewCountSchema }),
  route('exhibitions.listHalls', {
    body: ExhibitionHallListQuerySchema,
    data: PageSchema(ExhibitionHallSchema),
  }),
  route('exhibitions.getHall', { query: IdQuerySchema, data: ExhibitionHallDetailSchema }),
  route('news.list', { body: NewsListQuerySchema, data: PageSchema(NewsSummarySchema) }),
  route('news.get', { query: IdQuerySchema, data: NewsSchema }),
  route('news.getNeighbours', { query: IdQuerySchema, data: NeighboursSchema }),
  route('news.countView', { query: IdQuerySchema, data: ViewCountSchema }),
  route('pages.get', { query: EditorialPageQuerySchema, data: EditorialPageSchema }),
  route('home.listBanners', { data: Type.Array(BannerSchema) }),
  route('sitemap.listParts', { data: SitemapPartsSchema }),
  route('sitemap.getPart', { query: SitemapPartQuerySchema, data: SitemapPartSchema }),
  route('home.countVisit', { data: VisitCountSchema }),
  route('courses.list', { body: CourseListQuerySchema, data: PageSchema(CourseSummarySchema) }),
  route('courses.get', { query: IdQuerySchema, data: CourseSchema }),
  route('courses.countView', { query: IdQuerySchema, data: ViewCountSchema }),
  route('courses.listComments', {
    query: CourseCommentListQuerySchema,
    data: PageSchema(CourseCommentSchema),
  }),
  route('courses.comment', { body: CourseCommentRequestSchema, data: NullSchema }),
  route('courses.checkIn', { query: CourseCheckInRequestSchema, data: NullSchema }),
  route('courses.submitHomework', { body: SubmitHomeworkRequestSchema, data: NullSchema }),
  route('activities.list', { body: ActivityListQuerySchema, data: PageSchema(ActivitySummarySchema) }),
  route('activities.get', { query: IdQuerySchema, data: ActivitySchema }),
  route('activities.listEntries', {
    body: ActivityEntryListQuerySchema,
    data: PageSchema(ActivityEntrySchema),
  }),
  route('activities.getEntry', { query: IdQuerySchema, data: ActivityEntrySchema }),
  route('activities.attend', { body: AttendActivityRequestSchema, data: NullSchema }),
  route('messages.list', { body: PageQuerySchema, data: PageSchema(MessageSchema) }),
  route('search.list', { query: SearchListQuerySchema, data: SearchPageSchema }),
  route('search.suggest', { query: SearchSuggestQuerySchema, data: Type.Array(SearchSuggestionSchema) }),
  route('upload.getSign', { data: UploadSignSchema }),
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
