import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { it } from 'vitest';
import preview from '../../.storybook/preview';
import * as toastStories from './ToastStack.stories';

setProjectAnnotations([preview]);

const { OverDialog, OverDialogOnPhone, OverTallDialog, OverTallDialogOnPhone } = composeStories(toastStories);

it.each([
  ['a desktop', 1280, 800, OverDialog],
  ['a phone', 360, 740, OverDialogOnPhone],
] as const)(
  'keeps the 修改成功 toast clear of an open dialog on %s',
  async (_screen, width, height, story) => {
    await page.viewport(width, height);
    await story.run();
  },
);

it.each([
  ['a laptop', 1366, 657, OverTallDialog],
  ['a phone', 360, 740, OverTallDialogOnPhone],
] as const)(
  "puts the toast over a tall dialog's title, not its actions, on %s",
  async (_s, width, height, story) => {
    await page.viewport(width, height);
    await story.run();
  },
);
