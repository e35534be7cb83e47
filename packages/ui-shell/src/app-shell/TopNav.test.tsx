import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TopNav.stories';

const { LoggedOut, LoggedIn, LabelledByPhone, HighlightByPathPrefix, SubMenuByHover } =
  composeStories(stories);

function currentItems() {
  return within(screen.getByRole('navigation', { name: '主导航' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
}

describe('TopNav', () => {
  it('links 登录 and 注册 to the login tabs when logged out', () => {
    render(<LoggedOut />);
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('#/login?t=login');
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe('#/login?t=register');
    expect(screen.queryByRole('button', { name: '张三' })).toBeNull();
  });

  it('labels the user menu with the name, else the phone', () => {
    render(<LoggedIn />);
    expect(screen.getByRole('button', { name: '张三' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    render(<LabelledByPhone />);
    expect(screen.getByRole('button', { name: '13800000000' })).toBeTruthy();
  });

  it('marks exactly one item as the current page, chosen by path prefix', () => {
    render(<HighlightByPathPrefix />);
    const current = currentItems();
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe('艺术之友');
    fireEvent.click(screen.getByRole('link', { name: '云展览' }));
    expect(currentItems().map((link) => link.textContent)).toEqual(['云展览']);
  });

  it('opens a sub-menu on hover and navigates with its items', async () => {
    render(<SubMenuByHover />);
    expect(currentItems()[0]?.textContent).toBe('首页');
    const item = screen.getByRole('link', { name: '教育培训' }).closest('li');
    if (!item) throw new Error('no list item');
    fireEvent.mouseEnter(item);
    const menu = await screen.findByRole('menu', { name: '教育培训' });
    act(() => {
      fireEvent.click(within(menu).getByRole('menuitem', { name: '视频教程' }));
    });
    expect(currentItems().map((link) => link.textContent)).toEqual(['教育培训']);
    expect(screen.queryByRole('menu', { name: '教育培训' })).toBeNull();
  });
});
