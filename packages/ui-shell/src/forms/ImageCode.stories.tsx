import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { svgPicture } from '../internal/storybook/fixtures';
import { ImageCode } from './ImageCode';

const meta = {
  title: 'ui-shell/Forms/ImageCode',
  component: ImageCode,
  parameters: { layout: 'centered' },
  args: { src: svgPicture('8K3Q', '#445', 120, 40), onRefresh: fn() },
} satisfies Meta<typeof ImageCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The challenge; clicking asks for a new one. */
export const Loaded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '图形验证码' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** While the challenge loads. */
export const Loading: Story = { args: { src: null } };
