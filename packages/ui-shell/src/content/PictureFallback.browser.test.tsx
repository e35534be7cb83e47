import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as footerStories from '../app-shell/Footer.stories';
import * as imageCodeStories from '../forms/ImageCode.stories';
import * as viewerStories from './ImageViewer.stories';
import * as pictureStories from './ResponsivePicture.stories';

setProjectAnnotations([preview]);
afterEach(() => cleanup());

const { Broken, BrokenPriority, BrokenDark, Lazy } = composeStories(pictureStories);
const { BrokenQrCode } = composeStories(footerStories);
const { Broken: BrokenImageCode } = composeStories(imageCodeStories);
const { BrokenPicture: BrokenViewerPicture } = composeStories(viewerStories);

it.each([
  ['a lazy responsive picture with a srcset', Broken],
  ['an eager, high-priority responsive picture', BrokenPriority],
  ['a responsive picture in the dark theme', BrokenDark],
  ['the footer QR code', BrokenQrCode],
  ['the image-code challenge', BrokenImageCode],
  ['the viewer picture', BrokenViewerPicture],
] as const)('shows a named placeholder in the box of a broken picture: %s', async (_case, story) => {
  await story.run();
});

it('does not take a lazy picture below the fold, not yet loaded, for a broken one', async () => {
  const { container } = render(
    <div style={{ paddingTop: '300vh' }}>
      <Lazy />
    </div>,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  const img = container.querySelector('img');
  expect(img?.getAttribute('alt')).toBe('数字作品');
  expect(img?.complete).toBe(false);
});
