import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brokenPicture, svgPicture } from '../internal/storybook/fixtures';
import { ResponsivePicture } from './ResponsivePicture';
import { findPicturePlaceholder } from '../internal/storybook/findPicturePlaceholder';

const picture = svgPicture('数字艺术', '#1f4fd1', 1600, 900);

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/ResponsivePicture',
  component: ResponsivePicture,
  args: { src: picture, alt: '数字作品', width: 1600, height: 900 },
  render: (args) => (
    <Box sx={{ width: '480px', p: '16px' }}>
      <ResponsivePicture {...args} />
    </Box>
  ),
} satisfies Meta<typeof ResponsivePicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lazy by default, with its box sized before the picture arrives. */
export const Lazy: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '数字作品' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '900');
  },
};

/** Above the fold: eager and high priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '数字作品' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Renditions become the srcset. */
export const WithRenditions: Story = {
  args: {
    buildSrc: (url) => `${url}#imgmedium`,
    buildSrcSet: (url) => `${url}#imgsmall 400w, ${url}#imgmedium 800w, ${url}#imglarge 1600w`,
    sizes: '480px',
  },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '数字作品' });
    await expect(img.getAttribute('srcset')).toMatch(/ 400w, .* 800w, .* 1600w$/);
    await expect(img).toHaveAttribute('sizes', '480px');
  },
};

/** No picture: only the colour placeholder, in the same box. */
export const Placeholder: Story = {
  args: { src: null, placeholderColor: '#2a2f3a', aspectRatio: '16 / 9' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/**
 * A picture that fails to load: a quiet placeholder in the same 16:9 box instead of the browser's broken-image
 * icon and alt text, still named 数字作品 for screen readers.
 */
export const Broken: Story = {
  args: {
    src: brokenPicture,
    buildSrcSet: (url) => `${url} 800w`,
    sizes: '480px',
  },
  play: async ({ canvasElement }) => {
    const fallback = await findPicturePlaceholder(canvasElement, '数字作品');
    const frame = fallback.parentElement?.getBoundingClientRect();
    await expect([frame?.width, frame?.height]).toEqual([448, 252]);
    const shown = fallback.getBoundingClientRect();
    await expect([shown.width, shown.height]).toEqual([448, 252]);
  },
};

/** Above the fold (eager, high priority), broken too. */
export const BrokenPriority: Story = {
  args: { src: brokenPicture, priority: true },
  play: async ({ canvasElement }) => {
    await expect(await findPicturePlaceholder(canvasElement, '数字作品')).toBeVisible();
  },
};

/** The broken picture's placeholder in the dark theme. */
export const BrokenDark: Story = { ...Broken, globals: { theme: 'dark' } };
