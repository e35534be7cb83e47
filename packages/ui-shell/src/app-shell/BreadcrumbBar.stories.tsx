import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BreadcrumbBar } from './BreadcrumbBar';
import { phone360 } from '../internal/storybook/phone360';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/AppShell/BreadcrumbBar',
  component: BreadcrumbBar,
  args: {
    items: [
      { name: '首页', path: '/home' },
      { name: '艺术之友', path: '/workstation' },
      { name: '行业资讯', path: '/news/index' },
    ],
  },
} satisfies Meta<typeof BreadcrumbBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `>`-separated; the last item is plain text. */
export const NewsIndex: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    await expect(nav).toHaveTextContent('首页>艺术之友>行业资讯');
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute('href', '#/home');
    await expect(canvas.queryByRole('link', { name: '行业资讯' })).not.toBeInTheDocument();
  },
};

/** A long Chinese last item on a 360 px phone wraps inside the bar; the page does not scroll sideways. */
export const LongTitleOnPhone: Story = {
  args: {
    items: [
      { name: '首页', path: '/home' },
      { name: '行业资讯', path: '/news/index' },
      { name: '第二届亚洲数字艺术大展暨数字艺术人才培养计划优秀作品巡回展览开幕式在北京隆重举行' },
    ],
  },
  globals: phone360,
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    await expect(nav).toHaveTextContent('首页>行业资讯>第二届亚洲数字艺术大展');
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.clientWidth).toBe(360);
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
