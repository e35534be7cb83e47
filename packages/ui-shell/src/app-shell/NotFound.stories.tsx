import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/AppShell/NotFound',
  component: NotFound,
  parameters: { route: '/nowhere' },
  args: { homePath: '/home' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 页面不存在 with a link back home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/home');
  },
};
