import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { phone360 } from '../internal/storybook/phone360';
import { ShareButton } from './ShareButton';
import { inkColours } from '../theme/portalPalette';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Share/ShareButton',
  component: ShareButton,
  args: { title: '城市光影' },
  parameters: { docs: { story: { height: '560px' } } },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 分享 opens the dialog, loaded on first use, with the page's link as a QR code. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '分享' }));
    const dialog = await screen.findByRole('dialog', { name: '分享「城市光影」' });
    await waitFor(() => expect(dialog.querySelector('img[alt="本页链接的二维码"]')).not.toBeNull());
  },
};

/** On a dark band, as the detail pages' headers show it. */
export const Dark: Story = {
  args: { dark: true },
  render: (args) => (
    <Box sx={{ bgcolor: inkColours.main, p: 3 }}>
      <ShareButton {...args} />
    </Box>
  ),
};

/** A long Chinese title in the dialog's heading wraps beside 关闭. */
export const LongChineseText: Story = {
  args: { title: '第十二届全国高校数字艺术设计大赛优秀作品巡回展暨学术研讨会开幕式' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '分享' }));
    const shown = await screen.findByRole('button', { name: '关闭' });
    // The dialog fades in: visible once its opacity is above 0.
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/** On a 360 px phone the dialog fills the width and 复制链接 comes first. */
export const Phone: Story = {
  globals: phone360,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '分享' }));
    const dialog = await screen.findByRole('dialog', { name: '分享「城市光影」' });
    await expect(dialog).toHaveTextContent('请身边的朋友扫码打开本页');
  },
};
