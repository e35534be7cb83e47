import { describe, expect, it } from 'vitest';
import { breadcrumbSlice, selectBreadcrumb, setBreadcrumb } from './breadcrumbSlice';

const root = (state: ReturnType<typeof breadcrumbSlice.reducer>) => ({ breadcrumb: state });

describe('breadcrumb slice', () => {
  it('starts empty', () => {
    const state = breadcrumbSlice.reducer(undefined, { type: 'init' });
    expect(selectBreadcrumb(root(state))).toEqual([]);
  });

  it('replaces the trail on every navigation', () => {
    const first = breadcrumbSlice.reducer(
      undefined,
      setBreadcrumb([
        { name: '首页', path: '/home' },
        { name: '行业资讯', path: '/news/index' },
      ]),
    );
    const second = breadcrumbSlice.reducer(first, setBreadcrumb([{ name: '首页', path: '/home' }]));
    expect(selectBreadcrumb(root(first)).map((item) => item.path)).toEqual(['/home', '/news/index']);
    expect(selectBreadcrumb(root(second))).toEqual([{ name: '首页', path: '/home' }]);
  });
});
