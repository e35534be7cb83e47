import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { svgPicture } from '../internal/storybook/fixtures';
import { VideoPlayer } from './VideoPlayer';

const meta = {
  title: 'ui-shell/Content/VideoPlayer',
  component: VideoPlayer,
  args: {
    src: 'data:video/mp4;base64,',
    title: '视频教程',
    poster: svgPicture('视频教程', '#111', 1280, 720),
  },
  render: (args) => (
    <Box sx={{ width: '640px', p: '16px' }}>
      <VideoPlayer {...args} />
    </Box>
  ),
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Native controls, inline playback, metadata preloaded only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('aria-label', '视频教程');
  },
};
