import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterEach, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as toastStories from './ToastStack.stories';

setProjectAnnotations([preview]);
afterEach(() => cleanup());

const { OverDialog, OverDialogOnPhone } = composeStories(toastStories);

it.each([
  ['a desktop', 1280, 800, OverDialog],
  ['a phone', 360, 740, OverDialogOnPhone],
] as const)('keeps the 修改成功 toast clear of an open dialog on %s', async (_screen, width, height, story) => {
  await page.viewport(width, height);
  await story.run();
});
