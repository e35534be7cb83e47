import { ThemeProvider } from '@mui/material/styles';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as verificationStories from '../../dialogs/VerificationDialog.stories';
import { createPortalTheme } from '../../theme/createPortalTheme';
import { DocsFrame } from './DocsFrame';

const { Pending, Approved, Rejected, Unverified } = composeStories(verificationStories);

const inside = (inner: DOMRect, outer: DOMRect) =>
  inner.top >= outer.top &&
  inner.bottom <= outer.bottom &&
  inner.left >= outer.left &&
  inner.right <= outer.right;

it('shows the four verification states of a docs page side by side, each dialog inside its own frame', async () => {
  await page.viewport(1280, 800);
  const states = [
    ['待审核', Pending],
    ['审核通过', Approved],
    ['审核未通过', Rejected],
    ['未认证', Unverified],
  ] as const;
  render(
    <ThemeProvider theme={createPortalTheme()}>
      {states.map(([label, Story]) => (
        <DocsFrame key={label} height="720px">
          <Story />
        </DocsFrame>
      ))}
    </ThemeProvider>,
  );

  const dialogs = await waitFor(() => {
    const found = screen.getAllByRole('dialog', { name: '认证信息' });
    expect(found).toHaveLength(4);
    return found;
  });
  const frames = [...document.querySelectorAll<HTMLElement>('[data-docs-frame]')];
  await waitFor(() => dialogs.forEach((dialog) => expect(dialog).toBeVisible()));

  frames.forEach((frame, index) => {
    const [label] = states[index] ?? [];
    const box = frame.getBoundingClientRect();
    expect(box.height).toBe(720);
    // The frames follow one another: none covers another.
    const next = frames[index + 1]?.getBoundingClientRect();
    if (next) expect(next.top).toBeGreaterThanOrEqual(box.bottom);
    // Its dialog, with its backdrop, opened inside it, not over the page.
    const dialog = within(frame).getByRole('dialog', { name: '认证信息' });
    expect(inside(dialog.getBoundingClientRect(), box)).toBe(true);
    const backdrop = frame.querySelector('.MuiBackdrop-root');
    expect(backdrop && inside(backdrop.getBoundingClientRect(), box)).toBe(true);
    expect(within(dialog).getByText(label ?? '')).toBeVisible();
  });
  // Nothing was portalled to the page, and the page still scrolls.
  expect(
    [...document.body.children].some(
      (child) => child.querySelector('[role="dialog"]') && !child.contains(frames[0] ?? null),
    ),
  ).toBe(false);
  expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
});
