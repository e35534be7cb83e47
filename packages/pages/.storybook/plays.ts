import type { BoundFunctions, queries } from '@testing-library/dom';
import { expect, userEvent, waitFor } from 'storybook/test';

/** What `within(canvasElement)` returns. */
type Canvas = BoundFunctions<typeof queries>;

/** Waits until `text` is on the page (the data arrived) and checks it is visible. */
export async function expectShown(canvas: Canvas, text: string | RegExp): Promise<void> {
  await expectVisibleSoon(await canvas.findByText(text, {}, { timeout: 5000 }));
}

/** Waits until `element` is visible: menus and dialogs fade in. */
export async function expectVisibleSoon(element: HTMLElement): Promise<void> {
  await waitFor(() => expect(element).toBeVisible());
}

/** Waits until nothing shows `text` any more (a refetch replaced the list). */
export async function expectGone(canvas: Canvas, text: string | RegExp): Promise<void> {
  await waitFor(() => expect(canvas.queryByText(text)).toBeNull());
}

/** The region a QueryView shows while its data loads. */
export async function expectBusy(canvas: Canvas, label: string): Promise<void> {
  await expect(await canvas.findByRole('region', { name: label })).toHaveAttribute('aria-busy', 'true');
}

/** 暂无数据 of an empty list. */
export async function expectEmpty(canvas: Canvas): Promise<void> {
  await expectShown(canvas, '暂无数据');
}

/** The catalogue's message with 重试; 重试 refetches and `loaded` appears. */
export async function expectRetryRecovers(canvas: Canvas, loaded: string | RegExp): Promise<void> {
  const notice = await canvas.findByText('服务错误，请稍后重试', { selector: '.MuiAlert-message' });
  await expect(notice).toBeVisible();
  await expect(canvas.queryByText(loaded)).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: '重试' }));
  await expectShown(canvas, loaded);
  await expect(canvas.queryByText('服务错误，请稍后重试', { selector: '.MuiAlert-message' })).toBeNull();
}

/** Goes to page `page` with the pager (MUI's zhCN label). */
export async function goToPage(canvas: Canvas, page: number): Promise<void> {
  await userEvent.click(await canvas.findByRole('button', { name: `转到第 ${page} 页` }));
}

/** Stories that render at the phone viewport (360 px). */
export const phone = { viewport: { value: 'phone', isRotated: false } };

/**
 * Waits until the picture in `container` has failed and given way to its placeholder (a decorative one, hidden
 * from screen readers), and returns the placeholder.
 */
export async function findHiddenPlaceholder(container: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(container.querySelector('img')).toBeNull(), { timeout: 5000 });
  const placeholder = container.querySelector<HTMLElement>('[aria-hidden="true"]:has(> svg)');
  if (placeholder === null) throw new Error('No placeholder where the picture was');
  return placeholder;
}
