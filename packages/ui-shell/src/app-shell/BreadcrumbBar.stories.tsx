import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BreadcrumbBar } from './BreadcrumbBar';

const meta = {
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
