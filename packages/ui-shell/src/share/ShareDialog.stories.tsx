import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { phone360 } from '../internal/storybook/phone360';
import { ShareDialog } from './ShareDialog';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Share/ShareDialog',
  component: ShareDialog,
  args: { open: true, title: '城市光影', onClose: fn() },
  parameters: { docs: { story: { height: '560px' } } },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a desktop: the QR code to scan with a phone, the link, and 复制链接 at the foot. */
export const Desktop: Story = {
  play: async ({ args, userEvent }) => {
    const shown = await screen.findByText('用手机扫描二维码，在手机上继续浏览');
    // The dialog fades in: visible once its opacity is above 0.
    await waitFor(() => expect(shown).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A long Chinese title. */
export const LongChineseText: Story = {
  args: { title: '第十二届全国高校数字艺术设计大赛优秀作品巡回展暨学术研讨会开幕式' },
};

/** On a 360 px phone: full width, 复制链接 first, the code for someone nearby. */
export const Phone: Story = {
  globals: phone360,
  play: async () => {
    const shown = await screen.findByText('请身边的朋友扫码打开本页');
    // The dialog fades in: visible once its opacity is above 0.
    await waitFor(() => expect(shown).toBeVisible());
  },
};
