import { describe, expect, it } from 'vitest';
import { activeNavKey, leftNavItems, rightNavItems } from './navItems';

describe('activeNavKey', () => {
  it.each([
    ['/home', 'home'],
    ['/artWorks/index', 'artworks'],
    ['/artWorks/detail', 'artworks'],
    ['/activity/product', 'artworks'],
    ['/workstation', 'friends'],
    ['/news/index', 'friends'],
    ['/news/detail', 'friends'],
    ['/cloudExhibition', 'exhibition'],
    ['/education/course/detail', 'education'],
    ['/cooperation/science', 'cooperation'],
    ['/international', 'international'],
    ['/aboutUs', 'about'],
    ['/message', 'home'],
    ['/login', 'home'],
    ['/newsletter', 'home'],
    ['/nowhere', 'home'],
  ])('highlights %s as %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key);
  });
});

describe('navigation items', () => {
  it('holds the two groups of ui.md in order', () => {
    expect(leftNavItems.map((item) => item.label)).toEqual(['首页', '艺术作品', '艺术之友', '云展览']);
    expect(rightNavItems.map((item) => item.label)).toEqual(['教育培训', '产业合作', '国际合作', '关于我们']);
    expect(rightNavItems[1]?.children?.map((child) => `${child.label} ${child.to}`)).toEqual([
      '文化旅游 /cooperation/wl',
      '品牌推广 /cooperation/brand',
      '城市更新 /cooperation/city',
      '乡村振兴 /cooperation/village',
      '科技艺术表达 /cooperation/science',
    ]);
  });
});
