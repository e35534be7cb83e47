import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brokenPicture, svgPicture } from '../internal/storybook/fixtures';
import { findPicturePlaceholder } from '../internal/storybook/findPicturePlaceholder';
import { CoverImage } from './CoverImage';

const small = svgPicture('480', '#1f4fd1', 480, 360);
const large = svgPicture('960', '#1f4fd1', 960, 720);

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/CoverImage',
  component: CoverImage,
  args: { src: large, srcSet: `${small} 480w, ${large} 960w`, alt: '数字作品' },
  render: (args) => (
    <Box sx={{ width: 320 }}>
      <CoverImage {...args} />
    </Box>
  ),
} satisfies Meta<typeof CoverImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Past the first screen: loads lazily and at low priority (after the first screen's pictures), the browser picking a
 * rendition from `srcSet` for the width `sizes` gives.
 */
export const Lazy: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '数字作品' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('fetchpriority', 'low');
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect(img).toHaveAttribute('sizes', '(max-width: 600px) 100vw, 33vw');
    await expect(img.getBoundingClientRect().height).toBe(240);
  },
};

/** The page's largest picture above the fold: eager and at high priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '数字作品' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** In the first screen beside the largest picture: eager, at the browser's own priority. */
export const Eager: Story = {
  args: { eager: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '数字作品' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'auto');
  },
};

/** A 16 / 9 box, as the cards of calls, news and courses have. */
export const Wide: Story = {
  args: { ratio: '16 / 9' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '数字作品' }).getBoundingClientRect().height).toBe(180);
  },
};

/** A picture that fails leaves the placeholder in the box it had reserved. */
export const Broken: Story = {
  args: { src: brokenPicture, srcSet: `${brokenPicture} 480w` },
  play: async ({ canvasElement }) => {
    const box = (await findPicturePlaceholder(canvasElement, '数字作品')).getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([320, 240]);
  },
};
