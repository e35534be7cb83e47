import type { Static } from 'typebox';
import { describe, expectTypeOf, test } from 'vitest';
import type {
  AttendActivityRequest,
  Activity,
  ActivityEntry,
  ActivityEntryListQuery,
  ActivityListQuery,
  ActivityStatus,
  ActivitySummary,
} from '../types/activities';
import type {
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
} from '../types/account';
import type {
  Artwork,
  ArtworkListQuery,
  ArtworkSummary,
  ProductInfoType,
  ProductionColumn,
  ProductType,
} from '../types/artworks';
import type { Envelope, Id, IdQuery, Page, PageQuery } from '../types/common';
import type {
  Course,
  CourseCheckInRequest,
  CourseComment,
  CourseCommentListQuery,
  CourseCommentRequest,
  CourseListQuery,
  CourseSummary,
  SubmitHomeworkRequest,
} from '../types/courses';
import type { ExhibitionHall, ExhibitionHallDetail, ExhibitionHallListQuery, ExhibitionWork } from '../types/exhibitions';
import type { Banner, VisitCount } from '../types/home';
import type { Message } from '../types/messages';
import type { NeighbourLink, Neighbours, News, NewsListQuery, NewsSummary } from '../types/news';
import type { UploadSign } from '../types/upload';
import type * as c from './index';

describe('Static<schema> equals the public interface', () => {
  test('common', () => {
    expectTypeOf<Static<typeof c.IdSchema>>().toEqualTypeOf<Id>();
    expectTypeOf<Static<typeof c.IdQuerySchema>>().toEqualTypeOf<IdQuery>();
    expectTypeOf<Static<typeof c.PageQuerySchema>>().toEqualTypeOf<PageQuery>();
    expectTypeOf<Static<ReturnType<typeof c.PageSchema<typeof c.BannerSchema>>>>().toEqualTypeOf<Page<Banner>>();
    expectTypeOf<Static<ReturnType<typeof c.EnvelopeSchema<typeof c.TokenSchema>>>>().toEqualTypeOf<Envelope<Token>>();
  });

  test('account', () => {
    expectTypeOf<Static<typeof c.AuthStatusSchema>>().toEqualTypeOf<AuthStatus>();
    expectTypeOf<Static<typeof c.UserInfoSchema>>().toEqualTypeOf<UserInfo>();
    expectTypeOf<Static<typeof c.ProjectSchema>>().toEqualTypeOf<Project>();
    expectTypeOf<Static<typeof c.ImgCodeSchema>>().toEqualTypeOf<ImgCode>();
    expectTypeOf<Static<typeof c.TokenSchema>>().toEqualTypeOf<Token>();
    expectTypeOf<Static<typeof c.SendSmsCodeRequestSchema>>().toEqualTypeOf<SendSmsCodeRequest>();
    expectTypeOf<Static<typeof c.SendEmailCodeRequestSchema>>().toEqualTypeOf<SendEmailCodeRequest>();
    expectTypeOf<Static<typeof c.LoginBySmsRequestSchema>>().toEqualTypeOf<LoginBySmsRequest>();
    expectTypeOf<Static<typeof c.RegisterRequestSchema>>().toEqualTypeOf<RegisterRequest>();
    expectTypeOf<Static<typeof c.ResetPasswordRequestSchema>>().toEqualTypeOf<ResetPasswordRequest>();
    expectTypeOf<Static<typeof c.ChangePasswordRequestSchema>>().toEqualTypeOf<ChangePasswordRequest>();
    expectTypeOf<Static<typeof c.UpdatePhoneRequestSchema>>().toEqualTypeOf<UpdatePhoneRequest>();
    expectTypeOf<Static<typeof c.UpdateEmailRequestSchema>>().toEqualTypeOf<UpdateEmailRequest>();
    expectTypeOf<Static<typeof c.UpdateInfoRequestSchema>>().toEqualTypeOf<UpdateInfoRequest>();
  });

  test('artworks', () => {
    expectTypeOf<Static<typeof c.ArtworkSummarySchema>>().toEqualTypeOf<ArtworkSummary>();
    expectTypeOf<Static<typeof c.ArtworkSchema>>().toEqualTypeOf<Artwork>();
    expectTypeOf<Static<typeof c.ProductTypeSchema>>().toEqualTypeOf<ProductType>();
    expectTypeOf<Static<typeof c.ProductInfoTypeSchema>>().toEqualTypeOf<ProductInfoType>();
    expectTypeOf<Static<typeof c.ProductionColumnSchema>>().toEqualTypeOf<ProductionColumn>();
    expectTypeOf<Static<typeof c.ArtworkListQuerySchema>>().toEqualTypeOf<ArtworkListQuery>();
  });

  test('exhibitions', () => {
    expectTypeOf<Static<typeof c.ExhibitionHallSchema>>().toEqualTypeOf<ExhibitionHall>();
    expectTypeOf<Static<typeof c.ExhibitionWorkSchema>>().toEqualTypeOf<ExhibitionWork>();
    expectTypeOf<Static<typeof c.ExhibitionHallDetailSchema>>().toEqualTypeOf<ExhibitionHallDetail>();
    expectTypeOf<Static<typeof c.ExhibitionHallListQuerySchema>>().toEqualTypeOf<ExhibitionHallListQuery>();
  });

  test('news', () => {
    expectTypeOf<Static<typeof c.NewsSummarySchema>>().toEqualTypeOf<NewsSummary>();
    expectTypeOf<Static<typeof c.NewsSchema>>().toEqualTypeOf<News>();
    expectTypeOf<Static<typeof c.NeighbourLinkSchema>>().toEqualTypeOf<NeighbourLink>();
    expectTypeOf<Static<typeof c.NeighboursSchema>>().toEqualTypeOf<Neighbours>();
    expectTypeOf<Static<typeof c.NewsListQuerySchema>>().toEqualTypeOf<NewsListQuery>();
  });

  test('home, messages, upload', () => {
    expectTypeOf<Static<typeof c.BannerSchema>>().toEqualTypeOf<Banner>();
    expectTypeOf<Static<typeof c.VisitCountSchema>>().toEqualTypeOf<VisitCount>();
    expectTypeOf<Static<typeof c.MessageSchema>>().toEqualTypeOf<Message>();
    expectTypeOf<Static<typeof c.UploadSignSchema>>().toEqualTypeOf<UploadSign>();
  });

  test('courses', () => {
    expectTypeOf<Static<typeof c.CourseSummarySchema>>().toEqualTypeOf<CourseSummary>();
    expectTypeOf<Static<typeof c.CourseSchema>>().toEqualTypeOf<Course>();
    expectTypeOf<Static<typeof c.CourseCommentSchema>>().toEqualTypeOf<CourseComment>();
    expectTypeOf<Static<typeof c.CourseListQuerySchema>>().toEqualTypeOf<CourseListQuery>();
    expectTypeOf<Static<typeof c.CourseCommentListQuerySchema>>().toEqualTypeOf<CourseCommentListQuery>();
    expectTypeOf<Static<typeof c.CourseCommentRequestSchema>>().toEqualTypeOf<CourseCommentRequest>();
    expectTypeOf<Static<typeof c.CourseCheckInRequestSchema>>().toEqualTypeOf<CourseCheckInRequest>();
    expectTypeOf<Static<typeof c.SubmitHomeworkRequestSchema>>().toEqualTypeOf<SubmitHomeworkRequest>();
  });

  test('activities', () => {
    expectTypeOf<Static<typeof c.ActivityStatusSchema>>().toEqualTypeOf<ActivityStatus>();
    expectTypeOf<Static<typeof c.ActivitySummarySchema>>().toEqualTypeOf<ActivitySummary>();
    expectTypeOf<Static<typeof c.ActivitySchema>>().toEqualTypeOf<Activity>();
    expectTypeOf<Static<typeof c.ActivityEntrySchema>>().toEqualTypeOf<ActivityEntry>();
    expectTypeOf<Static<typeof c.ActivityListQuerySchema>>().toEqualTypeOf<ActivityListQuery>();
    expectTypeOf<Static<typeof c.ActivityEntryListQuerySchema>>().toEqualTypeOf<ActivityEntryListQuery>();
    expectTypeOf<Static<typeof c.AttendActivityRequestSchema>>().toEqualTypeOf<AttendActivityRequest>();
  });
});
