import type { ComponentType } from 'react';
import { AboutUsPage } from '../../src/about-us';
import { ActivitiesPage } from '../../src/activities';
import { ActivityDetailPage } from '../../src/activity-detail';
import { ActivityEntriesPage } from '../../src/activity-entries';
import { ArtworkDetailPage } from '../../src/artwork-detail';
import { ArtworksPage } from '../../src/artworks';
import { CloudExhibitionPage } from '../../src/cloud-exhibition';
import { CooperationPage } from '../../src/cooperation';
import { CourseDetailPage } from '../../src/course-detail';
import { CoursesPage } from '../../src/courses';
import { CultivatePage } from '../../src/cultivate';
import { HomePage } from '../../src/home';
import { InternationalPage } from '../../src/international';
import { LoginPage } from '../../src/login';
import { MessagesPage } from '../../src/messages';
import { NewsPage } from '../../src/news';
import { NewsDetailPage } from '../../src/news-detail';
import { WorkstationPage } from '../../src/workstation';

/** apps/portal's route table (routeTable.ts), so a story's links and redirects land on the real pages. */
export const storyRoutes: Record<string, ComponentType> = {
  '/home': HomePage,
  '/artWorks/index': ArtworksPage,
  '/artWorks/detail': ArtworkDetailPage,
  '/activity/index': ActivitiesPage,
  '/activity/detail': ActivityDetailPage,
  '/activity/product': ActivityEntriesPage,
  '/cloudExhibition': CloudExhibitionPage,
  '/education/cultivate': CultivatePage,
  '/education/course': CoursesPage,
  '/education/course/detail': CourseDetailPage,
  '/cooperation/wl': CooperationPage,
  '/cooperation/brand': CooperationPage,
  '/cooperation/city': CooperationPage,
  '/cooperation/village': CooperationPage,
  '/cooperation/science': CooperationPage,
  '/international': InternationalPage,
  '/workstation': WorkstationPage,
  '/news/index': NewsPage,
  '/news/detail': NewsDetailPage,
  '/aboutUs': AboutUsPage,
  '/message': MessagesPage,
  '/login': LoginPage,
};
