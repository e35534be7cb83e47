import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ToastStack } from './ToastStack';

const meta = {
  title: 'ui-shell/Feedback/ToastStack',
  component: ToastStack,
  args: { toasts: [], onDismiss: fn() },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts are added to the document's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** No toast: nothing is rendered (and the stack's code is not loaded until needed). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** Success is a polite status. */
export const Success: Story = {
  args: { toasts: [{ id: 1, level: 'success', message: '修改成功' }] },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('修改成功');
  },
};

/** Errors are alerts, and each toast asks to be dismissed when its time is up. */
export const ErrorToast: Story = {
  args: { toasts: [{ id: 'e', level: 'error', message: '服务错误，请稍后重试' }], duration: 300 },
  play: async ({ canvasElement, args }) => {
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent('服务错误，请稍后重试');
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('e'));
  },
};

/** Warnings are alerts too. */
export const Warning: Story = {
  args: { toasts: [{ id: 2, level: 'warning', message: '未登录，请重新登录' }] },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent('未登录，请重新登录');
  },
};

/** Several at once stack up. */
export const Stacked: Story = {
  args: {
    toasts: [
      { id: 1, level: 'success', message: '短信验证码发送成功！' },
      { id: 2, level: 'info', message: '修改成功，请重新登录' },
      { id: 3, level: 'error', message: '请检查网络连接' },
    ],
  },
};

/** Dark theme. */
export const Dark: Story = { ...Stacked, globals: { theme: 'dark' } };
