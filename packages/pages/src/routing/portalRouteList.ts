// The portal's routes.ts reads this module before anything is built from source: it must stay free of imports.

/**
 * Every page of ui.md by name: its path and the page folder whose declaration (`route.ts`) serves it. The one place a
 * path is written: links are built from it ({@link pathTo}), and the portal's routes.ts, the stories and the e2e
 * suites read it. Adding a page adds its line here.
 */
export const portalPages = {
  home: { path: '/home', module: 'home' },
  artworks: { path: '/artWorks/index', module: 'artworks' },
  artworkDetail: { path: '/artWorks/detail', module: 'artwork-detail' },
  activities: { path: '/activity/index', module: 'activities' },
  activityDetail: { path: '/activity/detail', module: 'activity-detail' },
  activityEntries: { path: '/activity/product', module: 'activity-entries' },
  cloudExhibition: { path: '/cloudExhibition', module: 'cloud-exhibition' },
  cultivate: { path: '/education/cultivate', module: 'cultivate' },
  courses: { path: '/education/course', module: 'courses' },
  courseDetail: { path: '/education/course/detail', module: 'course-detail' },
  cooperationTourism: { path: '/cooperation/wl', module: 'cooperation' },
  cooperationBrand: { path: '/cooperation/brand', module: 'cooperation' },
  cooperationCity: { path: '/cooperation/city', module: 'cooperation' },
  cooperationVillage: { path: '/cooperation/village', module: 'cooperation' },
  cooperationScience: { path: '/cooperation/science', module: 'cooperation' },
  international: { path: '/international', module: 'international' },
  workstation: { path: '/workstation', module: 'workstation' },
  news: { path: '/news/index', module: 'news' },
  newsDetail: { path: '/news/detail', module: 'news-detail' },
  aboutUs: { path: '/aboutUs', module: 'about-us' },
  messages: { path: '/message', module: 'messages' },
  login: { path: '/login', module: 'login' },
} as const;

/** A page's name in {@link portalPages}. */
export type PageName = keyof typeof portalPages;

/** Every route of ui.md and the page folder that serves it, in the order of {@link portalPages}. */
export const portalRouteList: readonly { name: PageName; path: string; module: string }[] = /* @__PURE__ */ (
  Object.keys(portalPages) as PageName[]
).map((name) => ({ name, ...portalPages[name] }));

/** Section roots and where they lead (ui.md). */
export const redirects: Readonly<Record<string, string>> = {
  '/': portalPages.home.path,
  '/artWorks': portalPages.artworks.path,
  '/activity': portalPages.activities.path,
  '/education': portalPages.cultivate.path,
  '/cooperation': portalPages.cooperationTourism.path,
  '/news': portalPages.news.path,
};

/** The section roots that lead to their first page. */
export const portalRedirectPaths: readonly string[] = /* @__PURE__ */ Object.keys(redirects);
