import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brokenPicture } from '../internal/storybook/fixtures';
import { footerFixture } from '../internal/storybook/footerFixture';
import { Footer } from './Footer';
import { phone360 } from '../internal/storybook/phone360';
import { findPicturePlaceholder } from '../internal/storybook/findPicturePlaceholder';

const meta = {
  title: 'ui-shell/AppShell/Footer',
  tags: ['autodocs'],
  component: Footer,
  args: footerFixture,
} satisfies Meta<typeof Footer>;

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

/** Nothing configured: still a footer, with no link and no picture. */
export const Empty: Story = {
  args: { links: [], qrCodeSrc: undefined, copyright: undefined, filing: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A QR code that fails to load: a quiet 96 px placeholder, still named 公众号二维码. */
export const BrokenQrCode: Story = {
  args: { qrCodeSrc: brokenPicture },
  play: async ({ canvasElement }) => {
    const placeholder = await findPicturePlaceholder(canvasElement, '公众号二维码');
    const frame = placeholder.getBoundingClientRect();
    await expect([frame.width, frame.height]).toEqual([96, 96]);
  },
};

/** A 360 px phone: every link, the QR code and the filing number fit the width; the page does not scroll sideways. */
export const OnPhone: Story = {
  globals: phone360,
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.clientWidth).toBe(360);
    for (const item of [...canvas.getAllByRole('link'), canvas.getByRole('img', { name: '公众号二维码' })])
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
