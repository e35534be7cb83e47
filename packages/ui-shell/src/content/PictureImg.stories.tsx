import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brokenPicture, svgPicture } from '../internal/storybook/fixtures';
import { PictureImg } from './PictureImg';
import { findPicturePlaceholder } from '../internal/storybook/findPicturePlaceholder';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/PictureImg',
  component: PictureImg,
  args: {
    src: svgPicture('数字艺术', '#1f4fd1', 320, 240),
    alt: '数字作品',
    width: 320,
    height: 240,
    sx: { display: 'block' },
    fallbackSx: { width: '320px', height: '240px' },
  },
} satisfies Meta<typeof PictureImg>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture that loads is the `<img>` as given. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const img = await canvas.findByRole('img', { name: '数字作品' });
    await expect(img.tagName).toBe('IMG');
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBe(320));
  },
};

/** A picture that fails leaves the placeholder in its box, named by the alt text. */
export const Broken: Story = {
  args: { src: brokenPicture },
  play: async ({ canvasElement }) => {
    const fallback = await findPicturePlaceholder(canvasElement, '数字作品');
    const box = fallback.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([320, 240]);
  },
};

/** A decorative picture (empty alt) that fails leaves a placeholder hidden from screen readers. */
export const BrokenDecorative: Story = {
  args: { src: brokenPicture, alt: '' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
