import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import preview from '../../.storybook/preview';
import * as stories from './VideoPlayer.stories';

setProjectAnnotations([preview]);
const { Default } = composeStories(stories);

async function prefersReducedMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}

afterEach(() => prefersReducedMotion(false));

/** Renders a loaded player and has it wait for data, as when buffering mid-play. */
async function buffering(): Promise<HTMLElement> {
  const { container } = render(<Default />);
  const video = container.querySelector('video');
  if (!video) throw new Error('no <video>');
  await expect
    .poll(
      () =>
        video.readyState >= HTMLMediaElement.HAVE_METADATA &&
        video.networkState === HTMLMediaElement.NETWORK_IDLE,
    )
    .toBe(true);
  // The browser's own events that settle the player (`loadedmetadata`, `suspend`, `canplay`, `playing`), still queued
  // when the state above reads loaded, would take the indicator away after our `waiting` and before the assertions
  // (in CI and in a rehearsal, under load): from here they stop at the container, in the capture phase, before the
  // video's listeners.
  for (const type of ['loadedmetadata', 'suspend', 'canplay', 'playing'])
    container.addEventListener(type, (event) => event.stopPropagation(), true);
  video.dispatchEvent(new Event('waiting'));
  return screen.findByRole('progressbar', { name: '视频加载中' });
}

it('spins the loading indicator', async () => {
  const progress = await buffering();
  expect(progress.isConnected).toBe(true);
  expect(getComputedStyle(progress).animationName).not.toBe('none');
  expect(getComputedStyle(progress).animationIterationCount).toBe('infinite');
});

it('keeps the loading indicator still, and its label shown, when the viewer asks for reduced motion', async () => {
  await prefersReducedMotion(true);
  const progress = await buffering();
  expect(getComputedStyle(progress).animationName).toBe('none');
  expect(screen.getByText('视频加载中')).toBeVisible();
});
