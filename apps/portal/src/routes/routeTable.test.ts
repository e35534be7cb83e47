import { exhibitions } from '@art-portal/pages/cloud-exhibition/exhibitions';
import { describe, expect, it } from 'vitest';
import { findPageRoute, pageRoutes, redirects } from './routeTable';

const search = (query: string) => new URLSearchParams(query);

describe('route table', () => {
  it('gives every page a name and a breadcrumb ending in that name', () => {
    for (const route of pageRoutes) {
      const crumbs = route.breadcrumb(search(''));
      if (route.path === '/login') continue;
      expect(crumbs.at(-1)?.name, route.path).toBe(route.name(search('')));
      expect(crumbs[0]?.name, route.path).toBe('首页');
    }
  });

  it('names the exhibition after its id', () => {
    const route = findPageRoute('/cloudExhibition');
    expect(route.name(search('id=2'))).toBe('AI数字公园');
    expect(route.breadcrumb(search('id=2')).map((crumb) => crumb.name)).toEqual(['首页', '云展览', 'AI数字公园']);
    expect(route.name(search('id=1'))).toBe('亚洲数字艺术展');
    expect(route.name(search(''))).toBe('亚洲数字艺术展');
  });

  it('says an unknown exhibition does not exist, as the page does', () => {
    const route = findPageRoute('/cloudExhibition');
    expect(route.name(search('id=3'))).toBe('展览不存在');
    expect(route.breadcrumb(search('id=3')).map((crumb) => crumb.name)).toEqual(['首页', '云展览', '展览不存在']);
    expect(route.name(search('id=constructor'))).toBe('展览不存在');
    expect(route.name(search('id=__proto__'))).toBe('展览不存在');
    expect(route.name(search('id=toString'))).toBe('展览不存在');
  });

  it('names every exhibition the page shows, from the same list', () => {
    const route = findPageRoute('/cloudExhibition');
    const ids = Object.keys(exhibitions);
    expect(ids).toEqual(['1', '2']);
    for (const [id, { name }] of Object.entries(exhibitions)) {
      expect(route.name(search(`id=${id}`)), id).toBe(name);
      expect(route.breadcrumb(search(`id=${id}`)).at(-1), id).toEqual({ name, path: `/cloudExhibition?id=${id}` });
    }
  });

  it('links the news breadcrumb through 艺术之友 as ui.md says', () => {
    expect(findPageRoute('/news/detail').breadcrumb(search('id=3'))).toEqual([
      { name: '首页', path: '/home' },
      { name: '艺术之友', path: '/workstation' },
      { name: '行业资讯', path: '/news/index' },
      { name: '资讯详情', path: '/news/detail' },
    ]);
  });

  it('falls back to 页面不存在 for unknown paths', () => {
    expect(findPageRoute('/nowhere').name(search(''))).toBe('页面不存在');
  });

  it('redirects every section root to its first page', () => {
    for (const [from, to] of Object.entries(redirects)) {
      expect(findPageRoute(to).path, from).toBe(to);
    }
  });
});
