import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { svgPicture } from '../internal/storybook/fixtures';
import { sampleVideo } from '@art-portal/tooling/storybook/sample-video';
import { VideoPlayer } from './VideoPlayer';
import { phone360 } from '../internal/storybook/phone360';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/VideoPlayer',
  component: VideoPlayer,
  args: {
    src: sampleVideo,
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

/** Served by nothing: the story server answers 404 (or a page that is not a video). */
const missingVideo = '/__missing__/course-video.webm';

function videoIn(canvasElement: HTMLElement): HTMLVideoElement {
  const video = canvasElement.querySelector('video');
  if (!video) throw new Error('no <video>');
  return video;
}

/** The player's box: the video's parent, which keeps the 16:9 space whatever is shown in it. */
function boxOf(video: HTMLVideoElement): HTMLElement {
  if (!video.parentElement) throw new Error('no box');
  return video.parentElement;
}

/** Counts the reloads of the video's source. */
function countLoads(video: HTMLVideoElement): { readonly count: number } {
  const loads = { count: 0 };
  video.addEventListener('loadstart', () => (loads.count += 1));
  return loads;
}

async function expectSixteenByNine(box: HTMLElement, width: number) {
  const rect = box.getBoundingClientRect();
  await expect(rect.width).toBe(width);
  await expect(Math.abs(rect.height - (width * 9) / 16)).toBeLessThan(1);
}

/** Native controls, inline playback, metadata preloaded only; once loaded, nothing over the picture. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const video = videoIn(canvasElement);
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('aria-label', '视频教程');
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    await waitFor(() => expect(boxOf(video)).toHaveAttribute('aria-busy', 'false'));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * Buffering mid-play (the browser's `waiting`): the box is busy and a progress indicator named 视频加载中 sits in
 * the middle of the picture without catching clicks meant for the native controls; it goes once playback resumes.
 */
export const Buffering: Story = {
  play: async ({ canvas, canvasElement }) => {
    const video = videoIn(canvasElement);
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    video.dispatchEvent(new Event('waiting'));
    const progress = await canvas.findByRole('progressbar', { name: '视频加载中' });
    await expect(boxOf(video)).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(progress.parentElement ?? progress).pointerEvents).toBe('none');
    await expectSixteenByNine(boxOf(video), 608);
    video.dispatchEvent(new Event('playing'));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(boxOf(video)).toHaveAttribute('aria-busy', 'false');
  },
};

/**
 * A video that is not there (404): the box, same size, says 视频加载失败 and why, with 重试. The video under the
 * message is out of the tab order, so Tab reaches 重试 first, with a visible focus ring; 重试 loads the source
 * again (here it fails again, and says so again, with the focus back on 重试).
 */
export const NotFound: Story = {
  args: { src: missingVideo },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const video = videoIn(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('视频加载失败');
    await expect(alert).toHaveTextContent('视频暂时无法访问，或当前浏览器不支持该格式');
    await expect(alert).not.toHaveTextContent('继续播放');
    await expect(boxOf(video)).toHaveAttribute('aria-busy', 'false');
    await expectSixteenByNine(boxOf(video), 608);

    const retry = canvas.getByRole('button', { name: '重试' });
    const box = boxOf(video).getBoundingClientRect();
    const button = retry.getBoundingClientRect();
    await expect(button.top >= box.top && button.bottom <= box.bottom).toBe(true);
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await expect(getComputedStyle(retry).outlineStyle).toBe('solid');
    await expect(getComputedStyle(retry).outlineWidth).toBe('2px');

    const loads = countLoads(video);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(loads.count).toBe(1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('视频加载失败');
    await waitFor(() => expect(canvas.getByRole('button', { name: '重试' })).toHaveFocus());
  },
};

/** Stands for the connection dropping mid-play: the element reports a network `MediaError`. */
function dropConnection(video: HTMLVideoElement) {
  Object.defineProperty(video, 'error', { configurable: true, value: { code: 2, message: '' } });
  video.dispatchEvent(new Event('error'));
  Reflect.deleteProperty(video, 'error');
}

/**
 * The connection drops at 00:04 while the video plays: the message says so and that 重试 continues from 00:04; the
 * native controls, which could do nothing, are gone meanwhile.
 * 重试 reloads the source, which works again: the message goes, playback goes on from 00:04 and the focus is on
 * the video, ready for its keyboard controls.
 */
export const ConnectionLostMidPlay: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const video = videoIn(canvasElement);
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    video.muted = true;
    await video.play();
    video.currentTime = 4.5;
    await waitFor(() => expect(video.currentTime).toBeGreaterThanOrEqual(4.5));
    await waitFor(() => expect(video.seeking).toBe(false));
    dropConnection(video);

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('视频加载失败');
    await expect(alert).toHaveTextContent('网络连接中断，请检查网络后重试');
    await expect(alert).toHaveTextContent('重试后将从 00:04 继续播放');
    await expect(video).not.toHaveAttribute('controls');

    const loads = countLoads(video);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(video).toHaveAttribute('controls');
    await waitFor(() => expect(loads.count).toBe(1));
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    await waitFor(() => expect(video.currentTime).toBeGreaterThanOrEqual(4.5));
    await waitFor(() => expect(video.paused).toBe(false));
    await expect(video).toHaveFocus();
    await waitFor(() => expect(boxOf(video)).toHaveAttribute('aria-busy', 'false'));
  },
};

/**
 * A 360 px phone, as on 课程详情 and 作品详情 (16 px margins): the message of a lost connection, with the position to
 * continue from, and 重试 (at least 40 px tall) fit inside the 328×184 box, nothing cut off or spilling over.
 */
export const FailedOnPhone: Story = {
  globals: phone360,
  render: (args) => (
    <Box sx={{ p: '16px' }}>
      <VideoPlayer {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.clientWidth).toBe(360);
    const video = videoIn(canvasElement);
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    video.currentTime = 4.5;
    await waitFor(() => expect(video.seeking).toBe(false));
    dropConnection(video);

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('网络连接中断，请检查网络后重试');
    await expect(alert).toHaveTextContent('重试后将从 00:04 继续播放');
    const box = boxOf(video);
    await expectSixteenByNine(box, 328);
    const overlay = alert.parentElement;
    if (!overlay) throw new Error('no overlay');
    await expect(overlay.scrollHeight).toBeLessThanOrEqual(overlay.clientHeight);
    await expect(overlay.scrollWidth).toBeLessThanOrEqual(overlay.clientWidth);
    const retry = canvas.getByRole('button', { name: '重试' });
    const outer = box.getBoundingClientRect();
    const button = retry.getBoundingClientRect();
    await expect(button.height).toBeGreaterThanOrEqual(40);
    await expect(button.top >= outer.top && button.bottom <= outer.bottom).toBe(true);

    await userEvent.click(retry);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(video.currentTime).toBeGreaterThanOrEqual(4.5));
  },
};
