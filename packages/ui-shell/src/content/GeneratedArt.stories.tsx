import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone360 } from '../internal/storybook/phone360';
import { GeneratedArt } from './GeneratedArt';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/GeneratedArt',
  component: GeneratedArt,
  args: { seed: '数字艺术门户', palette: 'dusk' },
  render: (args) => (
    <Box sx={{ aspectRatio: '16 / 9', maxWidth: 800 }}>
      <GeneratedArt {...args} />
    </Box>
  ),
} satisfies Meta<typeof GeneratedArt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from screen readers. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label it is an image named by it. */
export const Labelled: Story = {
  args: { label: '城市光影：生成艺术' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '城市光影：生成艺术' })).toBeInTheDocument();
  },
};

/** The theme's six art palettes, each with three seeds (one of each motif). */
export const Palettes: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      {(['dusk', 'ocean', 'jade', 'ember', 'aurora', 'ink'] as const).flatMap((palette) =>
        ['关于我们', '产业合作', '艺术之友'].map((seed) => (
          <Box key={`${palette}-${seed}`} sx={{ aspectRatio: '16 / 9' }}>
            <GeneratedArt seed={seed} palette={palette} />
          </Box>
        )),
      )}
    </Box>
  ),
};

/** On a 360 px phone the art fills its box, cropped to it. */
export const Phone: Story = {
  globals: phone360,
};
