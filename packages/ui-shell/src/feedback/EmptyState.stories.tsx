import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'ui-shell/Feedback/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 暂无数据. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeInTheDocument();
  },
};
