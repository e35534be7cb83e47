import { describe, expect, it } from 'vitest';
import { crumbs } from './crumbs';

describe('crumbs', () => {
  it('are the breadcrumb sections of ui.md, read from the nav’s labels and links', () => {
    expect(crumbs).toEqual({
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
    });
  });
});
