import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingIndicator } from './LoadingIndicator';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Feedback/LoadingIndicator',
  component: LoadingIndicator,
  args: { active: true },
  parameters: { docs: { story: { height: '120px' } } },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While loading. */
export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
  },
};

/** Idle: nothing at all. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
