import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { PortalDialog } from '../dialogs/PortalDialog';
import { VerificationDialog } from '../dialogs/VerificationDialog';
import { sampleCustomer, sampleProjects, sampleVerificationMaxLengths } from '../internal/storybook/fixtures';
import { ToastStack, type Toast, type ToastStackProps } from './ToastStack';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Feedback/ToastStack',
  component: ToastStack,
  args: { toasts: [], onDismiss: fn() },
  parameters: { docs: { story: { height: '240px' } } },
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

/** Several at once stack up, oldest first, one under another. */
export const Stacked: Story = {
  args: {
    toasts: [
      { id: 1, level: 'success', message: '短信验证码发送成功！' },
      { id: 2, level: 'info', message: '修改成功，请重新登录' },
      { id: 3, level: 'error', message: '请检查网络连接' },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('alert')).toHaveTextContent('请检查网络连接');
    const toasts = [...canvasElement.ownerDocument.querySelectorAll('[role="status"], [role="alert"]')];
    await expect(toasts.map((toast) => toast.textContent)).toEqual([
      '短信验证码发送成功！',
      '修改成功，请重新登录',
      '请检查网络连接',
    ]);
    const boxes = toasts.map((toast) => toast.getBoundingClientRect());
    for (const [index, box] of boxes.slice(1).entries())
      await expect(box.top).toBeGreaterThanOrEqual(boxes[index]?.bottom ?? Infinity);
  },
};

/** Dark theme. */
export const Dark: Story = { ...Stacked, globals: { theme: 'dark' } };

const screens = {
  desktop: { name: '桌面 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  laptop: { name: '笔记本 1366×657', styles: { width: '1366px', height: '657px' }, type: 'desktop' },
  phone: { name: '手机 360×740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
} as const;

/** The 认证信息 dialog, tall as in the portal, whose 提交 shows the 修改成功 toast over it. */
function SubmittedDialog({ onDismiss }: Pick<ToastStackProps, 'onDismiss'>) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  return (
    <>
      <VerificationDialog
        open
        onClose={() => undefined}
        projects={sampleProjects}
        maxLengths={sampleVerificationMaxLengths}
        user={sampleCustomer}
        fields={{
          name: { name: 'name' },
          authProject: { name: 'authProject', value: String(sampleCustomer.authProject) },
          authOrg: { name: 'authOrg' },
          studentCode: { name: 'studentCode' },
        }}
        onSubmit={(event) => {
          event.preventDefault();
          setToasts([{ id: 1, level: 'success', message: '修改成功' }]);
        }}
        error={null}
        submitting={false}
      />
      <ToastStack toasts={toasts} onDismiss={onDismiss} duration={60_000} />
    </>
  );
}

const overDialog: Story = {
  parameters: { viewport: { options: screens } },
  render: (args) => <SubmittedDialog onDismiss={args.onDismiss} />,
  play: async ({ canvasElement, userEvent }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: '认证信息' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    const toast = await body.findByRole('status');
    await expect(toast).toHaveTextContent('修改成功');
    const paper = (dialog.closest('.MuiPaper-root') ?? dialog).getBoundingClientRect();
    const shown = toast.getBoundingClientRect();
    const viewportHeight = canvasElement.ownerDocument.documentElement.clientHeight;
    await expect(shown.top).toBeGreaterThanOrEqual(0);
    await expect(shown.bottom).toBeLessThanOrEqual(viewportHeight);
    await expect(shown.bottom <= paper.top || shown.top >= paper.bottom).toBe(true);
  },
};

/** On a desktop screen the toast keeps clear of the open dialog: it never covers its title or actions. */
export const OverDialog: Story = {
  ...overDialog,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** On a phone too, where the dialog is full width and nearly as tall as the screen. */
export const OverDialogOnPhone: Story = {
  ...overDialog,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** 参与征集 as in the portal: a form nearly as tall as a phone's screen, 提交作品 at its foot. */
function TallEntryDialog({ onDismiss }: Pick<ToastStackProps, 'onDismiss'>) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  return (
    <>
      <PortalDialog open title="参与征集" onClose={() => undefined}>
        <Stack sx={{ gap: '16px', pt: '8px' }}>
          <TextField label="作品名称" />
          <TextField label="作品说明" multiline minRows={16} />
          <TextField label="作者" />
          <Button
            variant="contained"
            onClick={() => setToasts([{ id: 1, level: 'warning', message: '请输入作品名称' }])}
          >
            提交作品
          </Button>
        </Stack>
      </PortalDialog>
      <ToastStack toasts={toasts} onDismiss={onDismiss} duration={60_000} />
    </>
  );
}

const intersect = (a: DOMRect, b: Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A dialog that leaves no room above or below it: the toast goes over its title bar, clear of the 关闭 button,
 * of the content and of the action at its foot (scrolled into view, as the user who just pressed it sees it),
 * and a tap on the toast reaches the dialog under it.
 */
const overTallDialog =
  (dialogName: string, action: string, role: 'status' | 'alert'): Story['play'] =>
  async ({ canvasElement, userEvent }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(dialog).toBeVisible());
    const button = within(dialog).getByRole('button', { name: action });
    button.scrollIntoView({ block: 'nearest' });
    await userEvent.click(button);
    const toast = await body.findByRole(role);
    const doc = canvasElement.ownerDocument;
    const paper = (dialog.closest('.MuiPaper-root') ?? dialog).getBoundingClientRect();
    await expect(paper.top).toBeLessThan(64);
    await expect(doc.documentElement.clientHeight - paper.bottom).toBeLessThan(64);
    const shown = toast.getBoundingClientRect();
    const title = within(dialog).getByRole('heading', { name: dialogName }).getBoundingClientRect();
    const content = { left: paper.left, right: paper.right, top: title.bottom, bottom: paper.bottom };
    await expect(shown.top).toBeGreaterThanOrEqual(0);
    await expect(shown.bottom).toBeLessThanOrEqual(doc.documentElement.clientHeight);
    await expect(intersect(shown, content)).toBe(false);
    await expect(intersect(shown, button.getBoundingClientRect())).toBe(false);
    await expect(intersect(shown, body.getByRole('button', { name: '关闭' }).getBoundingClientRect())).toBe(
      false,
    );
    const under = doc.elementFromPoint(shown.left + shown.width / 2, shown.top + shown.height / 2);
    await expect(toast.contains(under)).toBe(false);
  };

/**
 * On a 1366×657 laptop the 认证信息 dialog fills the height: the 修改成功 toast goes over its title bar, never
 * over 提交 or the fields.
 */
export const OverTallDialog: Story = {
  parameters: { viewport: { options: screens } },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  render: (args) => <SubmittedDialog onDismiss={args.onDismiss} />,
  play: overTallDialog('认证信息', '提交', 'status'),
};

/** On a 360×740 phone the 参与征集 form fills the screen: 请输入作品名称 goes over the title, not 提交作品. */
export const OverTallDialogOnPhone: Story = {
  parameters: { viewport: { options: screens } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <TallEntryDialog onDismiss={args.onDismiss} />,
  play: overTallDialog('参与征集', '提交作品', 'alert'),
};

/** A long message on a 360 px phone wraps inside the screen instead of running off its sides. */
export const LongMessageOnPhone: Story = {
  args: {
    toasts: [
      {
        id: 1,
        level: 'error',
        message:
          '您上传的作品文件超过了大小限制，请压缩后重新上传，或联系客服获取帮助：https://example.com/help/upload-limits',
      },
    ],
  },
  parameters: { viewport: { options: { phone: screens.phone } } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const toast = await page(canvasElement).findByRole('alert');
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(width).toBe(360);
    const shown = toast.getBoundingClientRect();
    await expect(shown.left).toBeGreaterThanOrEqual(0);
    await expect(shown.right).toBeLessThanOrEqual(width);
    for (const part of [toast, ...toast.querySelectorAll('*')])
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
  },
};
