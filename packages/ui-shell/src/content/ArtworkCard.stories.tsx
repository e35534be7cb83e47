import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brokenPicture, sampleArtworks } from '../internal/storybook/fixtures';
import { ArtworkCard } from './ArtworkCard';
import { lightness } from '../internal/storybook/lightness';

const artwork = sampleArtworks[0] ?? { id: 1, title: '数字作品', author: '', cover: null };

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/ArtworkCard',
  component: ArtworkCard,
  args: {
    title: artwork.title,
    subtitle: artwork.author,
    cover: artwork.cover,
    to: `/artWorks/detail?id=${artwork.id}`,
  },
  render: (args) => (
    <Box sx={{ width: '280px', p: '16px' }}>
      <ArtworkCard {...args} />
    </Box>
  ),
} satisfies Meta<typeof ArtworkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Picture, title and author; the whole card links to the detail page. The link is named by the title and the
 * author, and the picture inside it is decorative (`alt=""`), so a screen reader reads the title once.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', '#/artWorks/detail?id=1');
    await expect(link).toHaveAccessibleName(`${artwork.title} ${artwork.author}`);
    await expect(canvas.getByRole('heading', { name: artwork.title })).toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/**
 * Without a subtitle the link's name is the title alone, read once: the picture does not repeat it (axe's
 * `image-redundant-alt` checks the same).
 */
export const NoSubtitle: Story = {
  args: { subtitle: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link')).toHaveAccessibleName(artwork.title);
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A cover that fails to load: the quiet placeholder is decorative too, and the link is still named by the title. */
export const BrokenCover: Story = {
  args: { cover: brokenPicture, subtitle: undefined },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(artwork.title);
  },
};

/** Without a cover: the placeholder keeps the card's shape. */
export const NoCover: Story = {
  args: { cover: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(`${artwork.title} ${artwork.author}`);
    const card = canvas.getByRole('article').getBoundingClientRect();
    await expect(card.height).toBeGreaterThan(card.width * 0.75);
  },
};

const longTitle = '第二届亚洲数字艺术大展暨数字艺术人才培养计划优秀作品《山水之间的光影与记忆》';

/**
 * A long Chinese title in a card as narrow as a phone's grid column: one line cut short with an ellipsis, so
 * every card in a row keeps its height; the heading still holds the whole title. A long author wraps.
 */
export const LongTitle: Story = {
  args: { title: longTitle, subtitle: '欧阳明月 · 中央美术学院数字媒体艺术专业研究生' },
  render: (args) => (
    <Box sx={{ width: '196px', p: '16px' }}>
      <ArtworkCard {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: longTitle });
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      `${longTitle} 欧阳明月 · 中央美术学院数字媒体艺术专业研究生`,
    );
    await expect(heading).toHaveTextContent(longTitle);
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    await expect(getComputedStyle(heading).textOverflow).toBe('ellipsis');
    await expect(heading.getBoundingClientRect().height).toBeLessThan(40);
    const card = canvas.getByRole('article');
    await expect(card.getBoundingClientRect().width).toBe(164);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** Dark theme: a dark card with a light title. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(lightness(getComputedStyle(canvas.getByRole('article')).backgroundColor)).toBeLessThan(0.25);
    await expect(lightness(getComputedStyle(canvas.getByRole('heading')).color)).toBeGreaterThan(0.75);
  },
};
