// The portal's routes.ts reads this module before anything is built from source: it must stay free of imports.

/** Section roots and where they lead (ui.md). */
export const redirects: Readonly<Record<string, string>> = {
  '/': '/home',
  '/artWorks': '/artWorks/index',
  '/activity': '/activity/index',
  '/education': '/education/cultivate',
  '/cooperation': '/cooperation/wl',
  '/news': '/news/index',
};

/**
 * Every route of ui.md and the route module that serves it (a file of the portal's `routes/` folder): the one route
 * list, read by the portal's `routes.ts`, the stories and the e2e suites.
 */
export const portalRouteList: readonly { path: string; module: string }[] = [
  { path: '/home', module: 'home' },
  { path: '/artWorks/index', module: 'artworks' },
  { path: '/artWorks/detail', module: 'artwork-detail' },
  { path: '/activity/index', module: 'activities' },
  { path: '/activity/detail', module: 'activity-detail' },
  { path: '/activity/product', module: 'activity-entries' },
  { path: '/cloudExhibition', module: 'cloud-exhibition' },
  { path: '/education/cultivate', module: 'cultivate' },
  { path: '/education/course', module: 'courses' },
  { path: '/education/course/detail', module: 'course-detail' },
  { path: '/cooperation/wl', module: 'cooperation' },
  { path: '/cooperation/brand', module: 'cooperation' },
  { path: '/cooperation/city', module: 'cooperation' },
  { path: '/cooperation/village', module: 'cooperation' },
  { path: '/cooperation/science', module: 'cooperation' },
  { path: '/international', module: 'international' },
  { path: '/workstation', module: 'workstation' },
  { path: '/news/index', module: 'news' },
  { path: '/news/detail', module: 'news-detail' },
  { path: '/aboutUs', module: 'about-us' },
  { path: '/message', module: 'messages' },
  { path: '/login', module: 'login' },
];

/** The section roots that lead to their first page. */
export const portalRedirectPaths: readonly string[] = Object.keys(redirects);
