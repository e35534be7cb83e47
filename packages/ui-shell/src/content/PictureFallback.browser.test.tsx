import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { it } from 'vitest';
import preview from '../../.storybook/preview';
import * as footerStories from '../app-shell/Footer.stories';
import * as imageCodeStories from '../forms/ImageCode.stories';
import * as viewerStories from './ImageViewer.stories';
import * as pictureStories from './PictureImg.stories';

setProjectAnnotations([preview]);

const { Broken } = composeStories(pictureStories);
const { BrokenQrCode } = composeStories(footerStories);
const { Broken: BrokenImageCode } = composeStories(imageCodeStories);
const { BrokenPicture: BrokenViewerPicture } = composeStories(viewerStories);

it.each([
  ['a picture', Broken],
  ['the footer QR code', BrokenQrCode],
  ['the image-code challenge', BrokenImageCode],
  ['the viewer picture', BrokenViewerPicture],
] as const)('shows a named placeholder in the box of a broken picture: %s', async (_case, story) => {
  await story.run();
});
