import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TopNav } from './TopNav';
import { headerSearchFixture, navFixture, shellLinksFixture } from '../internal/storybook/navFixture';
import { phone360 } from '../internal/storybook/phone360';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/AppShell/TopNav',
  component: TopNav,
  args: {
    user: null,
    mobile: false,
    nav: navFixture,
    links: shellLinksFixture,
    search: headerSearchFixture,
    onOpenVerification: fn(),
    onOpenPersonalCenter: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const customer = { name: '张三', phone: '13800000000', email: 'zhangsan@example.com' };

/** Sub-menus, the drawer and the user menu load their code on first use: the first open may wait for Vite to serve it. */
const firstLoad = { timeout: 5000 };

/** Logged out: 登录 and 注册 lead to the login page's two tabs. */
export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '登录' })).toHaveAttribute('href', '#/login?t=login');
    await expect(canvas.getByRole('link', { name: '注册' })).toHaveAttribute('href', '#/login?t=register');
  },
};

/**
 * Server-rendered HTML and its hydration do not know who is there yet: the bar holds the place of 登录/注册,
 * invisibly, so nothing moves and no logged-in customer sees 登录/注册 flash.
 */
export const SessionUnknown: Story = {
  args: { user: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link', { name: '登录' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '张三' })).toBeNull();
    const placeholder = canvasElement.querySelector('div[aria-hidden="true"]');
    await expect(placeholder).not.toBeNull();
    await expect(placeholder?.getBoundingClientRect().width).toBeGreaterThan(100);
    await expect(getComputedStyle(placeholder as Element).visibility).toBe('hidden');
  },
};

/** Logged in: the menu is labelled with the name and holds the four entries. */
export const LoggedIn: Story = {
  args: { user: customer },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '张三' }));
    const body = within(canvasElement.ownerDocument.body);
    const items = await body.findAllByRole('menuitem', {}, firstLoad);
    await expect(items.map((item) => item.textContent)).toEqual([
      '去认证',
      '个人中心',
      '我的消息',
      '退出登录',
    ]);
    await userEvent.click(body.getByRole('menuitem', { name: '去认证' }));
    await expect(args.onOpenVerification).toHaveBeenCalledTimes(1);
  },
};

/** By keyboard the menu takes focus on its first entry, and Escape gives focus back to the button. */
export const UserMenuByKeyboard: Story = {
  args: { user: customer },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: '张三' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('menuitem', { name: '去认证' })).toHaveFocus(), firstLoad);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Without a name the label falls back to the phone. */
export const LabelledByPhone: Story = {
  args: { user: { name: '', phone: '13800000000', email: 'zhangsan@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '13800000000' })).toBeInTheDocument();
  },
};

/** Without a name or phone the label falls back to the e-mail. */
export const LabelledByEmail: Story = {
  args: { user: { name: null, phone: null, email: 'zhangsan@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'zhangsan@example.com' })).toBeInTheDocument();
  },
};

/** /news/detail highlights 艺术之友, and exactly one item is the current page. */
export const HighlightByPathPrefix: Story = {
  parameters: { route: '/news/detail?id=3' },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('艺术之友');
    await userEvent.click(canvas.getByRole('link', { name: '关于我们' }));
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: '关于我们' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  },
};

/** Sub-menus open with ArrowDown, move with the arrows and close with Escape. */
export const SubMenuByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('link', { name: '产业合作' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await canvas.findByRole('menu', { name: '产业合作' }, firstLoad);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '文化旅游' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '品牌推广' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: '科技艺术表达' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '文化旅游' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: '科技艺术表达' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(within(menu).getByRole('menuitem', { name: '文化旅游' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu', { name: '产业合作' })).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Focus leaving a sub-menu (Tab, Shift+Tab, or a click elsewhere) closes it. */
export const SubMenuClosesWhenFocusLeaves: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('link', { name: '艺术作品' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await canvas.findByRole('menu', { name: '艺术作品' }, firstLoad);
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '数字作品' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('menu', { name: '艺术作品' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: '艺术之友' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{ArrowDown}');
    await canvas.findByRole('menu', { name: '艺术作品' }, firstLoad);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(canvas.queryByRole('menu', { name: '艺术作品' })).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: '云展览' }));
    canvas.getByRole('link', { name: '云展览' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await canvas.findByRole('menu', { name: '云展览' }, firstLoad);
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('menu', { name: '云展览' })).not.toBeInTheDocument());
  },
};

/** Sub-menus open on hover; choosing an item navigates and moves the highlight. */
export const SubMenuByHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('link', { name: '教育培训' });
    await userEvent.hover(trigger);
    const menu = await canvas.findByRole('menu', { name: '教育培训' }, firstLoad);
    const below = trigger.getBoundingClientRect();
    const box = menu.getBoundingClientRect();
    await expect(Math.abs(box.left - below.left)).toBeLessThan(1);
    await expect(box.top).toBeGreaterThanOrEqual(below.bottom - 1);
    await expect(box.top).toBeLessThan(below.bottom + 16);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['人才培养', '视频教程']);
    // Each entry is a link: it opens in a new tab, middle-clicks and copies like any link.
    await expect(within(menu).getByRole('menuitem', { name: '视频教程' }).tagName).toBe('A');
    await expect(within(menu).getByRole('menuitem', { name: '视频教程' })).toHaveAttribute(
      'href',
      '#/education/course',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: '视频教程' }));
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: '教育培训' })).toHaveAttribute('aria-current', 'page'),
    );
  },
};

/** On mobile the top level lives in a drawer and sub-menus are hidden. */
export const Mobile: Story = {
  args: { mobile: true, user: customer },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '主导航' }));
    const body = within(canvasElement.ownerDocument.body);
    const nav = await body.findByRole('navigation', { name: '主导航' }, firstLoad);
    await expect(within(nav).getAllByRole('link')).toHaveLength(8);
    await expect(within(nav).queryByText('数字作品')).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(nav.closest('[role="presentation"]')).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      ),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: '主导航' })).toHaveFocus();
  },
};

/**
 * On a phone the bar links to the results page, whose own form works without scripts, and the drawer holds the
 * search box: a search closes it.
 */
export const MobileSearch: Story = {
  args: { mobile: true },
  globals: phone360,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('link', { name: '搜索' })).toHaveAttribute('href', '#/search');
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '主导航' }));
    const body = within(canvasElement.ownerDocument.body);
    const box = await body.findByRole('combobox', { name: '搜索关键词' }, firstLoad);
    await userEvent.type(box, '流光{Enter}');
    await waitFor(() => expect(body.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument());
  },
};

/** Desktop: the search box sits in the bar, after the navigation. */
export const DesktopSearch: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: '搜索关键词' });
    await expect(box.closest('form')).toHaveAttribute('action', '/search');
    await expect(canvas.getByRole('button', { name: '搜索' })).toHaveAttribute('type', 'submit');
  },
};

/** The dark theme. */
export const Dark: Story = { args: { user: customer }, globals: { theme: 'dark' } };

/**
 * A customer known only by a long e-mail address, on a 360 px phone: the menu button shows it cut short with an
 * ellipsis instead of pushing the page sideways; its accessible name is still the whole address.
 */
export const LongEmailOnPhone: Story = {
  args: {
    mobile: true,
    user: { name: null, phone: null, email: 'zhangsan.digital.art.2026@example-university.edu.cn' },
  },
  globals: phone360,
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.clientWidth).toBe(360);
    const button = canvas.getByRole('button', {
      name: 'zhangsan.digital.art.2026@example-university.edu.cn',
    });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(80);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
