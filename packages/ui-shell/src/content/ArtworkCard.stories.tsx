import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleArtworks } from '../internal/storybook/fixtures';
import { ArtworkCard } from './ArtworkCard';

const artwork = sampleArtworks[0] ?? { id: 1, title: '数字作品', author: '', cover: null };

const meta = {
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

/** Picture, title and author; the whole card links to the detail page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/artWorks/detail?id=1');
    await expect(canvas.getByRole('heading', { name: artwork.title })).toBeInTheDocument();
  },
};

/** Without a cover: the placeholder keeps the card's shape. */
export const NoCover: Story = { args: { cover: null } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
