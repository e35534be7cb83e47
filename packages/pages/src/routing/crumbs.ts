import type { Crumb } from './Crumb';
import { pathTo } from './pathTo';

/** The sections of ui.md's breadcrumbs. */
export const crumbs = {
  home: { name: '首页', path: pathTo('home') },
  artworks: { name: '艺术作品', path: pathTo('artworks') },
  digitalWorks: { name: '数字作品', path: pathTo('artworks') },
  calls: { name: '作品征集', path: pathTo('activities') },
  education: { name: '教育培训', path: pathTo('cultivate') },
  courses: { name: '视频教程', path: pathTo('courses') },
  cooperation: { name: '产业合作', path: pathTo('cooperationTourism') },
  friends: { name: '艺术之友', path: pathTo('workstation') },
  news: { name: '行业资讯', path: pathTo('news') },
  cloud: { name: '云展览', path: pathTo('cloudExhibition', { id: 1 }) },
} as const satisfies Record<string, Crumb>;
