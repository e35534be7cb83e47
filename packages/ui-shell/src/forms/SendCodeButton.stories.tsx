import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SendCodeButton, type SendCodeButtonProps } from './SendCodeButton';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Forms/SendCodeButton',
  component: SendCodeButton,
  parameters: { layout: 'centered' },
  args: { onSend: fn<SendCodeButtonProps['onSend']>(() => Promise.resolve()) },
} satisfies Meta<typeof SendCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first send. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
  },
};

/** After a successful send it counts down from 60 s and ignores clicks. */
export const Counting: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    const counting = await canvas.findByRole('button', { name: /^(60|59)s$/ });
    await userEvent.click(counting);
    await userEvent.click(counting);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(counting).toHaveAttribute('aria-disabled', 'true');
  },
};

/** At 0 it offers 重新发送, and the next send counts from the start again. */
export const Resend: Story = {
  args: { seconds: 2 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    const resend = await canvas.findByRole('button', { name: '重新发送' }, { timeout: 5000 });
    await userEvent.click(resend);
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByRole('button', { name: /^[12]s$/ })).toBeInTheDocument();
  },
};

/** A failed send does not start the countdown. */
export const SendFails: Story = {
  args: {
    onSend: fn<SendCodeButtonProps['onSend']>(() => Promise.reject(new Error('服务错误，请稍后重试'))),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: '获取验证码' })).not.toHaveAttribute('aria-disabled');
  },
};
