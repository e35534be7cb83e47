import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Feedback/ErrorState',
  component: ErrorState,
  args: { message: '服务错误，请稍后重试', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The error's message and a 重试 button. */
export const WithRetry: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务错误，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without a retry action: the message alone. */
export const NetworkError: Story = {
  args: { message: '请检查网络连接', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请检查网络连接');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
