import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
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

afterEach(async () => {
  cleanup();
  await prefersReducedMotion(false);
});

/** Renders a loaded player and has it wait for data, as when buffering mid-play. */
async function buffering(): Promise<HTMLElement> {
  const { container } = render(<Default />);
  const video = container.querySelector('video');
  if (!video) throw new Error('no <video>');
  // Also until the browser stops loading: its own `suspend` (or `canplay`) settles the player, and arriving after our
  // `waiting` it took the indicator away before the assertions (seen once in CI, under load).
  await expect
    .poll(() => video.readyState >= HTMLMediaElement.HAVE_METADATA && video.networkState === HTMLMediaElement.NETWORK_IDLE)
    .toBe(true);
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
