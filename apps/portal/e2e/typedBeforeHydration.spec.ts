import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from './navigateInApp';
import { expect, test } from './portalTest';

test.use({ awaitHydration: false });

/** Holds back every script whose address matches `pattern` until the returned function is called. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

function caretOf(box: Locator) {
  return box.evaluate((input: HTMLInputElement) => input.selectionStart);
}

test.describe('text typed before its code arrives', () => {
  test('the header box keeps it, with its caret and focus, through the bar learning who is there @desktop-only', async ({
    page,
  }) => {
    const release = await holdScripts(page, /\/HeaderSearch-[^/]*\.js$/);
    await page.goto('/home', { waitUntil: 'commit' });
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    // The page runs, the box does not yet: the bar now knows no one is logged in and renders again.
    await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
    const box = page.getByRole('combobox', { name: '搜索关键词' });
    await box.click();
    await box.pressSequentially('流光', { delay: 30 });
    await box.press('ArrowLeft');

    const suggestionsAsked = page.waitForRequest(/\/SearchSuggestions-[^/]*\.js$/);
    release();
    // Focused when its code arrives, the box starts its suggestions: it has hydrated.
    await suggestionsAsked;
    await expect(page.getByRole('listbox', { name: '搜索建议' }).getByRole('option').first()).toBeVisible();
    await expect(box).toHaveValue('流光');
    await expect(box).toBeFocused();
    expect(await caretOf(box)).toBe(1);

    await box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('流光')}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('流光');
  });

  test("搜索结果's box keeps it, with its caret and focus, and Enter searches it", async ({ page }) => {
    const release = await holdScripts(page, /\.js(\?|$)/);
    await page.goto('/search', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: '关键词' });
    await box.click();
    await box.pressSequentially('流光', { delay: 30 });
    await box.press('ArrowLeft');
    expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);

    release();
    await waitForHydration(page);
    await expect(box).toHaveValue('流光');
    await expect(box).toBeFocused();
    expect(await caretOf(box)).toBe(1);

    await box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('流光')}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('流光');
  });
});
