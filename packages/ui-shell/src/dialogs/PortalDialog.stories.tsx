import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PortalDialog } from './PortalDialog';
import { phone360 } from '../internal/storybook/phone360';
import { lightness } from '../internal/storybook/lightness';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Dialogs/PortalDialog',
  component: PortalDialog,
  args: { open: true, title: '认证信息', onClose: fn(), children: <Typography>数字艺术门户</Typography> },
  parameters: { docs: { story: { height: '320px' } } },
} satisfies Meta<typeof PortalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 500 px wide; a click outside does not close it, 关闭 does. */
export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '认证信息' });
    await waitFor(() => expect(dialog).toBeVisible());
    const paper = dialog.closest('.MuiPaper-root') ?? dialog;
    await expect(paper.getBoundingClientRect().width).toBe(500);
    const backdrop = canvasElement.ownerDocument.querySelector('.MuiBackdrop-root');
    if (backdrop) await userEvent.click(backdrop);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Full width on mobile. */
export const Mobile: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '认证信息' });
    await waitFor(() => expect(dialog).toBeVisible());
    const paper = dialog.closest('.MuiPaper-root') ?? dialog;
    await expect(paper.getBoundingClientRect().width).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** Dark theme: a dark dialog with a light title and a light 关闭. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '认证信息' });
    await waitFor(() => expect(dialog).toBeVisible());
    const paper = dialog.closest('.MuiPaper-root') ?? dialog;
    await expect(lightness(getComputedStyle(paper).backgroundColor)).toBeLessThan(0.25);
    const title = within(dialog).getByRole('heading', { name: '认证信息' });
    await expect(lightness(getComputedStyle(title).color)).toBeGreaterThan(0.75);
    const close = body.getByRole('button', { name: '关闭' });
    await expect(lightness(getComputedStyle(close).color)).toBeGreaterThan(0.5);
  },
};

/** A long Chinese title on a 360 px phone wraps before the 关闭 button instead of running under it. */
export const LongTitleOnPhone: Story = {
  args: { title: '第二届亚洲数字艺术大展暨数字艺术人才培养计划参赛作品提交须知' },
  globals: phone360,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: args.title });
    await waitFor(() => expect(dialog).toBeVisible());
    const title = within(dialog).getByRole('heading', { name: args.title });
    const close = body.getByRole('button', { name: '关闭' }).getBoundingClientRect();
    const range = canvasElement.ownerDocument.createRange();
    range.selectNodeContents(title);
    const lines = [...range.getClientRects()];
    await expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) await expect(line.right).toBeLessThanOrEqual(close.left);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
