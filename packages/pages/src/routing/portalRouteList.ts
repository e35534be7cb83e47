// The portal's routes.ts reads this module before anything is built from source: it must stay free of imports.

/** The top navigation's sections (ui.md) by group, in order: each leads to its first page and highlights all of them. */
export const navSections = {
  left: { home: '首页', artworks: '艺术作品', friends: '艺术之友', exhibition: '云展览' },
  right: { education: '教育培训', cooperation: '产业合作', international: '国际合作', about: '关于我们' },
} as const;

/** A section of the top navigation. */
export type NavSectionName = keyof (typeof navSections)['left'] | keyof (typeof navSections)['right'];

/** Each section's label, whichever group it is in. */
export const navSectionLabels: Readonly<Record<NavSectionName, string>> = {
  ...navSections.left,
  ...navSections.right,
};

/** How the sitemap lists a page: once, once per record it shows (at its `?id=`), or not at all. */
type SitemapListing = 'once' | 'perRecord' | 'never';

/** A page's entry of the route list. */
export interface PortalPageEntry {
  path: string;
  /** The page folder whose declaration (`route.ts`) serves it. */
  module: string;
  /** Its section of the top navigation, and its label in the section's sub-menu (none: not in the sub-menu). */
  nav?: { section: NavSectionName; label?: string };
  /** How the sitemap lists it. @default 'once' */
  sitemap?: SitemapListing;
  /** Needs login (我的消息, 登录): rendered in the browser only, never cached by a CDN, disallowed to search engines. */
  personal?: boolean;
}

/**
 * Every page of ui.md by name: its path, the page folder whose declaration (`route.ts`) serves it, its place in the
 * nav and how the sitemap lists it. The one place a path is written: links are built from it ({@link pathTo}), and the
 * portal's routes.ts, the nav, the sitemap, robots, the stories and the e2e suites read it. Adding a page adds its line
 * here.
 */
export const portalPages = {
  home: { path: '/home', module: 'home', nav: { section: 'home' } },
  artworks: { path: '/artWorks/index', module: 'artworks', nav: { section: 'artworks', label: '数字作品' } },
  artworkDetail: { path: '/artWorks/detail', module: 'artwork-detail', sitemap: 'perRecord' },
  activities: {
    path: '/activity/index',
    module: 'activities',
    nav: { section: 'artworks', label: '作品征集' },
  },
  activityDetail: { path: '/activity/detail', module: 'activity-detail', sitemap: 'perRecord' },
  activityEntries: { path: '/activity/product', module: 'activity-entries', sitemap: 'perRecord' },
  cloudExhibition: {
    path: '/cloudExhibition',
    module: 'cloud-exhibition',
    nav: { section: 'exhibition' },
    sitemap: 'perRecord',
  },
  cultivate: {
    path: '/education/cultivate',
    module: 'cultivate',
    nav: { section: 'education', label: '人才培养' },
  },
  courses: { path: '/education/course', module: 'courses', nav: { section: 'education', label: '视频教程' } },
  courseDetail: { path: '/education/course/detail', module: 'course-detail', sitemap: 'perRecord' },
  cooperationTourism: {
    path: '/cooperation/wl',
    module: 'cooperation',
    nav: { section: 'cooperation', label: '文化旅游' },
  },
  cooperationBrand: {
    path: '/cooperation/brand',
    module: 'cooperation',
    nav: { section: 'cooperation', label: '品牌推广' },
  },
  cooperationCity: {
    path: '/cooperation/city',
    module: 'cooperation',
    nav: { section: 'cooperation', label: '城市更新' },
  },
  cooperationVillage: {
    path: '/cooperation/village',
    module: 'cooperation',
    nav: { section: 'cooperation', label: '乡村振兴' },
  },
  cooperationScience: {
    path: '/cooperation/science',
    module: 'cooperation',
    nav: { section: 'cooperation', label: '科技艺术表达' },
  },
  international: { path: '/international', module: 'international', nav: { section: 'international' } },
  workstation: { path: '/workstation', module: 'workstation', nav: { section: 'friends' } },
  news: { path: '/news/index', module: 'news', nav: { section: 'friends' } },
  newsDetail: { path: '/news/detail', module: 'news-detail', sitemap: 'perRecord' },
  aboutUs: { path: '/aboutUs', module: 'about-us', nav: { section: 'about' } },
  search: { path: '/search', module: 'search', sitemap: 'never' },
  messages: { path: '/message', module: 'messages', personal: true },
  login: { path: '/login', module: 'login', personal: true },
} as const satisfies Record<string, PortalPageEntry>;

/** A page's name in {@link portalPages}. */
export type PageName = keyof typeof portalPages;

/** A page's name in the nav: its sub-menu label, else its section's label; none for a page outside the nav. */
export function navNameOf(page: PageName): string | undefined {
  const { nav }: PortalPageEntry = portalPages[page];
  return nav && (nav.label ?? navSectionLabels[nav.section]);
}

/** Every route of ui.md and the page folder that serves it, in the order of {@link portalPages}. */
export const portalRouteList: readonly (PortalPageEntry & { name: PageName })[] = /* @__PURE__ */ (
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
