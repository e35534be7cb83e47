import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as backToTopStories from './BackToTop.stories';
import * as shellStories from './AppShell.stories';
import * as notFoundStories from './NotFound.stories';

const { Home, NewsWithBreadcrumb, LoginPage } = composeStories(shellStories);
const { AfterScrolling } = composeStories(backToTopStories);
const { Default: NotFoundView } = composeStories(notFoundStories);

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('AppShell', () => {
  it('frames a page with the navigation and the footer, without a breadcrumb bar when given none', () => {
    render(<Home />);
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('img', { name: '公众号二维码' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '面包屑' })).toBeNull();
  });

  it('shows the > separated breadcrumb it is given', () => {
    render(<NewsWithBreadcrumb />);
    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(crumbs.textContent).toBe('首页>艺术之友>行业资讯');
  });

  it('hides the navigation and the footer on a bare page', () => {
    render(<LoginPage />);
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });
});

describe('BackToTop', () => {
  it('appears from 200 px of scroll and not before', async () => {
    render(<AfterScrolling />);
    scrollTo(0);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
    scrollTo(199);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
    scrollTo(200);
    expect(await screen.findByRole('button', { name: '回到顶部' })).toBeTruthy();
  });
});

describe('NotFound', () => {
  it('says 页面不存在 and links 返回首页 to /home', () => {
    render(<NotFoundView />);
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeTruthy();
    const back = screen.getByRole('link', { name: '返回首页' });
    expect(back.getAttribute('href')).toBe('#/home');
  });
});
