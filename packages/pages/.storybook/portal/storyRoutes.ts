import type { ComponentType } from 'react';
import * as aboutUs from '../../src/about-us';
import * as activities from '../../src/activities';
import * as activityDetail from '../../src/activity-detail';
import * as activityEntries from '../../src/activity-entries';
import * as artworkDetail from '../../src/artwork-detail';
import * as artworks from '../../src/artworks';
import * as cloudExhibition from '../../src/cloud-exhibition';
import * as cooperation from '../../src/cooperation';
import * as courseDetail from '../../src/course-detail';
import * as courses from '../../src/courses';
import * as cultivate from '../../src/cultivate';
import * as home from '../../src/home';
import * as international from '../../src/international';
import * as login from '../../src/login';
import * as messages from '../../src/messages';
import * as news from '../../src/news';
import * as newsDetail from '../../src/news-detail';
import * as workstation from '../../src/workstation';
import { portalRouteList, type PortalRouteHandle } from '../../src/routing';

type StoryRoute = { Page: ComponentType; handle: PortalRouteHandle };

/** Each route module of the portal's route list (`routing/portalRouteList`), by its module name. */
const modules: Record<string, StoryRoute> = {
  home: { Page: home.default, handle: home.handle },
  artworks: { Page: artworks.default, handle: artworks.handle },
  'artwork-detail': { Page: artworkDetail.default, handle: artworkDetail.handle },
  activities: { Page: activities.default, handle: activities.handle },
  'activity-detail': { Page: activityDetail.default, handle: activityDetail.handle },
  'activity-entries': { Page: activityEntries.default, handle: activityEntries.handle },
  'cloud-exhibition': { Page: cloudExhibition.default, handle: cloudExhibition.handle },
  cultivate: { Page: cultivate.default, handle: cultivate.handle },
  courses: { Page: courses.default, handle: courses.handle },
  'course-detail': { Page: courseDetail.default, handle: courseDetail.handle },
  cooperation: { Page: cooperation.default, handle: cooperation.handle },
  international: { Page: international.default, handle: international.handle },
  workstation: { Page: workstation.default, handle: workstation.handle },
  news: { Page: news.default, handle: news.handle },
  'news-detail': { Page: newsDetail.default, handle: newsDetail.handle },
  'about-us': { Page: aboutUs.default, handle: aboutUs.handle },
  messages: { Page: messages.default, handle: messages.handle },
  login: { Page: login.default, handle: login.handle },
};

/** The portal's route list with each page and its handle, so a story's links and breadcrumbs are the real ones. */
export const storyRoutes: (StoryRoute & { path: string })[] = portalRouteList.map(({ path, module }) => {
  const route = modules[module];
  if (!route) throw new Error(`storyRoutes has no page for the route module ${module}`);
  return { path, ...route };
});
