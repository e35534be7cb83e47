import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
