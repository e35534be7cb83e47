/** Every public route of ui.md: where it lives, its page name and the top-level nav item it highlights. */
export type RouteCase = { path: string; name: string; nav: string };

/** A path no page has: it answers 404 with 页面不存在. */
export const notFoundPath = '/no/such/page';

export const routeCases: RouteCase[] = [
  { path: '/home', name: '首页', nav: '首页' },
  { path: '/artWorks/index', name: '数字作品', nav: '艺术作品' },
  { path: '/artWorks/detail?id=1', name: '作品详情', nav: '艺术作品' },
  { path: '/activity/index', name: '作品征集', nav: '艺术作品' },
  { path: '/activity/detail?id=1', name: '征集详情', nav: '艺术作品' },
  { path: '/activity/product?id=1', name: '参赛作品', nav: '艺术作品' },
  { path: '/cloudExhibition?id=1', name: '亚洲数字艺术展', nav: '云展览' },
  { path: '/cloudExhibition?id=2', name: 'AI数字公园', nav: '云展览' },
  { path: '/education/cultivate', name: '人才培养', nav: '教育培训' },
  { path: '/education/course', name: '视频教程', nav: '教育培训' },
  { path: '/education/course/detail?id=1', name: '课程详情', nav: '教育培训' },
  { path: '/cooperation/wl', name: '文化旅游', nav: '产业合作' },
  { path: '/cooperation/brand', name: '品牌推广', nav: '产业合作' },
  { path: '/cooperation/city', name: '城市更新', nav: '产业合作' },
  { path: '/cooperation/village', name: '乡村振兴', nav: '产业合作' },
  { path: '/cooperation/science', name: '科技艺术表达', nav: '产业合作' },
  { path: '/international', name: '国际合作', nav: '国际合作' },
  { path: '/workstation', name: '艺术之友', nav: '艺术之友' },
  { path: '/news/index', name: '行业资讯', nav: '艺术之友' },
  { path: '/news/detail?id=1', name: '资讯详情', nav: '艺术之友' },
  { path: '/aboutUs', name: '关于我们', nav: '关于我们' },
  // Written as the browser's address bar holds it, percent-encoded, so URL assertions compare like with like.
  { path: `/search?q=${encodeURIComponent('流光')}`, name: '搜索结果', nav: '首页' },
  { path: notFoundPath, name: '页面不存在', nav: '首页' },
];

/**
 * The five 产业合作 scenarios are one page component with one layout: on the phone, 文化旅游 stands for the other four
 * in the suites that visit every route (axe, first visits, screenshots).
 */
const sameLayoutAsWl = new Set([
  '/cooperation/brand',
  '/cooperation/city',
  '/cooperation/village',
  '/cooperation/science',
]);

/** A route test's details: desktop only where another route of the same layout stands in for it on the phone. */
export const layoutSample = (path: string): { tag?: string } =>
  sameLayoutAsWl.has(path) ? { tag: '@desktop-only' } : {};

export const redirectCases: [from: string, to: string][] = [
  ['/', '/home'],
  ['/artWorks', '/artWorks/index'],
  ['/activity', '/activity/index'],
  ['/education', '/education/cultivate'],
  ['/cooperation', '/cooperation/wl'],
  ['/news', '/news/index'],
];

export const siteName = '数字艺术门户';
