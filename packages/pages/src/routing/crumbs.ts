import type { Crumb } from './Crumb';

/** The sections of ui.md's breadcrumbs. */
export const crumbs = {
  home: { name: '首页', path: '/home' },
  artworks: { name: '艺术作品', path: '/artWorks/index' },
  digitalWorks: { name: '数字作品', path: '/artWorks/index' },
  calls: { name: '作品征集', path: '/activity/index' },
  education: { name: '教育培训', path: '/education/cultivate' },
  courses: { name: '视频教程', path: '/education/course' },
  cooperation: { name: '产业合作', path: '/cooperation/wl' },
  friends: { name: '艺术之友', path: '/workstation' },
  news: { name: '行业资讯', path: '/news/index' },
  cloud: { name: '云展览', path: '/cloudExhibition?id=1' },
} as const satisfies Record<string, Crumb>;
