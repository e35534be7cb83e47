import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { brokenPicture, svgPicture } from '../internal/storybook/fixtures';
import { ImageCode } from './ImageCode';

const meta = {
  tags: ['autodocs'],
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

/** The challenge could not be fetched: says so in its place (not a skeleton that looks like loading); a click asks again. */
export const LoadFailed: Story = {
  args: { src: null, failed: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: '图形验证码加载失败，点击重试' });
    await expect(canvas.getByText('加载失败')).toBeVisible();
    await expect(canvas.getByText('点击重试')).toBeVisible();
    const frame = button.getBoundingClientRect();
    await expect([frame.width, frame.height]).toEqual([120, 40]);
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** A challenge that fails to load: a quiet placeholder of the same size, still a 图形验证码 button to retry. */
export const Broken: Story = {
  args: { src: brokenPicture },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    const button = canvas.getByRole('button', { name: '图形验证码' });
    const frame = button.getBoundingClientRect();
    await expect([frame.width, frame.height]).toEqual([120, 40]);
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};
