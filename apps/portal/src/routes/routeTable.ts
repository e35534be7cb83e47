import { exhibitionTitle } from '@art-portal/pages/cloud-exhibition/exhibitions';
import type { ComponentType } from 'react';

export type Crumb = { name: string; path: string };

/** Loads a page's component; once loaded, `loaded` holds it, so a page loaded before the first render needs no Suspense. */
export type PageLoader = (() => Promise<ComponentType>) & { loaded?: ComponentType };

function remembered(load: () => Promise<ComponentType>): PageLoader {
  const loader: PageLoader = () =>
    load().then((Page) => {
      loader.loaded = Page;
      return Page;
    });
  return loader;
}

export type PageRoute = {
  path: string;
  /** The page name of ui.md, used for `document.title` and the last crumb. */
  name: (search: URLSearchParams) => string;
  breadcrumb: (search: URLSearchParams) => Crumb[];
  load: PageLoader;
};

const home: Crumb = { name: '首页', path: '/home' };
const artworks: Crumb = { name: '艺术作品', path: '/artWorks/index' };
const digitalWorks: Crumb = { name: '数字作品', path: '/artWorks/index' };
const calls: Crumb = { name: '作品征集', path: '/activity/index' };
const education: Crumb = { name: '教育培训', path: '/education/cultivate' };
const courses: Crumb = { name: '视频教程', path: '/education/course' };
const cooperation: Crumb = { name: '产业合作', path: '/cooperation/wl' };
const friends: Crumb = { name: '艺术之友', path: '/workstation' };
const news: Crumb = { name: '行业资讯', path: '/news/index' };
const cloud: Crumb = { name: '云展览', path: '/cloudExhibition?id=1' };

/** The 云展览 page's name from its `id`: the exhibition's (no id meaning the first), or 展览不存在 as the page says. */
const exhibitionName = (search: URLSearchParams) => exhibitionTitle(search.get('id'));

function page(
  path: string,
  name: string,
  parents: Crumb[],
  load: () => Promise<ComponentType>,
): PageRoute {
  return { path, name: () => name, breadcrumb: () => [...parents, { name, path }], load: remembered(load) };
}

const cooperationPage = () => import('@art-portal/pages/cooperation').then((m) => m.CooperationPage);

/** The route table of ui.md: every route's page name, breadcrumb and lazily loaded page. */
export const pageRoutes: PageRoute[] = [
  page('/home', '首页', [], () => import('@art-portal/pages/home').then((m) => m.HomePage)),
  page('/artWorks/index', '数字作品', [home, artworks], () => import('@art-portal/pages/artworks').then((m) => m.ArtworksPage)),
  page('/artWorks/detail', '作品详情', [home, artworks, digitalWorks], () =>
    import('@art-portal/pages/artwork-detail').then((m) => m.ArtworkDetailPage),
  ),
  page('/activity/index', '作品征集', [home, artworks], () => import('@art-portal/pages/activities').then((m) => m.ActivitiesPage)),
  page('/activity/detail', '征集详情', [home, artworks, calls], () =>
    import('@art-portal/pages/activity-detail').then((m) => m.ActivityDetailPage),
  ),
  page('/activity/product', '参赛作品', [home, artworks, calls], () =>
    import('@art-portal/pages/activity-entries').then((m) => m.ActivityEntriesPage),
  ),
  {
    path: '/cloudExhibition',
    name: exhibitionName,
    breadcrumb: (search) => [home, cloud, { name: exhibitionName(search), path: `/cloudExhibition?id=${search.get('id') || '1'}` }],
    load: remembered(() => import('@art-portal/pages/cloud-exhibition').then((m) => m.CloudExhibitionPage)),
  },
  page('/education/cultivate', '人才培养', [home, education], () => import('@art-portal/pages/cultivate').then((m) => m.CultivatePage)),
  page('/education/course', '视频教程', [home, education], () => import('@art-portal/pages/courses').then((m) => m.CoursesPage)),
  page('/education/course/detail', '课程详情', [home, education, courses], () =>
    import('@art-portal/pages/course-detail').then((m) => m.CourseDetailPage),
  ),
  page('/cooperation/wl', '文化旅游', [home, cooperation], cooperationPage),
  page('/cooperation/brand', '品牌推广', [home, cooperation], cooperationPage),
  page('/cooperation/city', '城市更新', [home, cooperation], cooperationPage),
  page('/cooperation/village', '乡村振兴', [home, cooperation], cooperationPage),
  page('/cooperation/science', '科技艺术表达', [home, cooperation], cooperationPage),
  page('/international', '国际合作', [home], () => import('@art-portal/pages/international').then((m) => m.InternationalPage)),
  page('/workstation', '艺术之友', [home], () => import('@art-portal/pages/workstation').then((m) => m.WorkstationPage)),
  page('/news/index', '行业资讯', [home, friends], () => import('@art-portal/pages/news').then((m) => m.NewsPage)),
  page('/news/detail', '资讯详情', [home, friends, news], () => import('@art-portal/pages/news-detail').then((m) => m.NewsDetailPage)),
  page('/aboutUs', '关于我们', [home], () => import('@art-portal/pages/about-us').then((m) => m.AboutUsPage)),
  page('/message', '我的消息', [home], () => import('@art-portal/pages/messages').then((m) => m.MessagesPage)),
  {
    path: '/login',
    name: (search) => (search.get('t') === 'register' ? '注册' : '登录'),
    breadcrumb: () => [],
    load: remembered(() => import('@art-portal/pages/login').then((m) => m.LoginPage)),
  },
];

export const notFoundRoute: PageRoute = page('*', '页面不存在', [home], () =>
  import('@art-portal/pages/not-found').then((m) => m.NotFoundPage),
);

export const redirects: Record<string, string> = {
  '/': '/home',
  '/artWorks': '/artWorks/index',
  '/activity': '/activity/index',
  '/education': '/education/cultivate',
  '/cooperation': '/cooperation/wl',
  '/news': '/news/index',
};

export function findPageRoute(pathname: string): PageRoute {
  return pageRoutes.find((route) => route.path === pathname) ?? notFoundRoute;
}

/** The route a hash link points to (after redirects) and its query. */
export function routeOf(href: string): { path: string; route: PageRoute; search: URLSearchParams } {
  const hash = href.startsWith('#') ? href.slice(1) : href;
  const [pathname = '', query = ''] = hash.split('?');
  const path = redirects[pathname] ?? pathname;
  return { path, route: findPageRoute(path), search: new URLSearchParams(query) };
}

/** Starts loading the page chunk a hash link points to, so the click finds it ready; settles when it is loaded. */
export async function preloadHref(href: string): Promise<void> {
  // A failed preload is not an error yet: the route's error boundary reports it if the page is opened.
  await routeOf(href).route.load().catch(() => undefined);
}
