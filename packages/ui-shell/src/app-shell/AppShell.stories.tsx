import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { footerFixture } from '../internal/storybook/footerFixture';
import { navFixture, shellLinksFixture } from '../internal/storybook/navFixture';
import { useShellRouter } from '../router/ShellRouterContext';
import { AppShell, type AppShellProps } from './AppShell';
import { lightness } from '../internal/storybook/lightness';

type ShellArgs = Omit<AppShellProps, 'router'>;

function ShellWithStoryRouter(args: ShellArgs) {
  const router = useShellRouter();
  return <AppShell router={router} {...args} />;
}

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/AppShell/AppShell',
  component: ShellWithStoryRouter,
  // The props table of AppShell itself, with each prop's description (the story passes all but `router`).
  subcomponents: { AppShell },
  args: {
    user: null,
    nav: navFixture,
    links: shellLinksFixture,
    footer: footerFixture,
    onOpenVerification: fn(),
    onOpenPersonalCenter: fn(),
    onLogout: fn(),
    children: (
      <Box sx={{ p: '24px', minHeight: '400px' }}>
        <Typography variant="h2" component="h1">
          首页
        </Typography>
      </Box>
    ),
  },
} satisfies Meta<typeof ShellWithStoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page frame: navigation, page, footer; no breadcrumb bar. */
export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: '面包屑' })).not.toBeInTheDocument();
  },
};

/** A page with a breadcrumb (行业资讯) shows the bar. */
export const NewsWithBreadcrumb: Story = {
  parameters: { route: '/news/index' },
  args: {
    breadcrumbs: [
      { name: '首页', path: '/home' },
      { name: '艺术之友', path: '/workstation' },
      { name: '行业资讯' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '面包屑' })).toHaveTextContent(
      '首页>艺术之友>行业资讯',
    );
  },
};

/** A bare page (登录) has neither navigation nor footer. */
export const LoginPage: Story = {
  parameters: { route: '/login?t=login' },
  args: { bare: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};

/** Logged in: the menu named after the customer instead of 登录 and 注册. */
export const LoggedIn: Story = {
  args: { user: { name: '张三', phone: '13800000000', email: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '张三' })).toHaveAttribute('aria-haspopup', 'menu');
    await expect(canvas.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: '注册' })).not.toBeInTheDocument();
  },
};

/** Logged in, the customer's details still on their way: the menu is named 我的账户 until they arrive. */
export const LoggedInLoadingUser: Story = {
  args: { user: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '我的账户' })).toHaveAttribute('aria-haspopup', 'menu');
  },
};

/** Mobile layout, logged out: the navigation behind the 主导航 button, 登录 and 注册 beside it. */
export const Mobile: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '主导航' })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '注册' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Dark theme: a dark bar and page with light text. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    const bar = getComputedStyle(canvas.getByRole('banner'));
    await expect(lightness(bar.backgroundColor)).toBeLessThan(0.25);
    await expect(lightness(bar.color)).toBeGreaterThan(0.75);
    const page = getComputedStyle(canvasElement.ownerDocument.body);
    await expect(lightness(page.backgroundColor)).toBeLessThan(0.25);
  },
};
