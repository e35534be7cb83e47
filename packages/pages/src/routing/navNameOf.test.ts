import { describe, expect, it } from 'vitest';
import { navNameOf } from './portalRouteList';

describe('navNameOf', () => {
  it('names a page by its sub-menu label, else by its section, as ui.md titles them', () => {
    expect(navNameOf('artworks')).toBe('数字作品');
    expect(navNameOf('courses')).toBe('视频教程');
    expect(navNameOf('home')).toBe('首页');
    expect(navNameOf('workstation')).toBe('艺术之友');
    expect(navNameOf('aboutUs')).toBe('关于我们');
  });

  it('has no name for a page outside the nav', () => {
    expect(navNameOf('artworkDetail')).toBeUndefined();
    expect(navNameOf('courseDetail')).toBeUndefined();
  });
});
