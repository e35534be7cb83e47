import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brokenPicture } from '../internal/storybook/fixtures';
import { footerFixture } from '../internal/storybook/footerFixture';
import { Footer } from './Footer';

const meta = { title: 'ui-shell/AppShell/Footer', component: Footer, args: footerFixture } satisfies Meta<
  typeof Footer
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links, QR code, copyright and filing number, all from props. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '公众号二维码' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '京ICP备00000000号' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
  },
};

/** Nothing configured. */
export const Empty: Story = {
  args: { links: [], qrCodeSrc: undefined, copyright: undefined, filing: undefined },
};

/** A QR code that fails to load: a quiet 96 px placeholder, still named 公众号二维码. */
export const BrokenQrCode: Story = {
  args: { qrCodeSrc: brokenPicture },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    const placeholder = canvas.getByRole('img', { name: '公众号二维码' });
    const frame = placeholder.getBoundingClientRect();
    await expect([frame.width, frame.height]).toEqual([96, 96]);
  },
};
