import type { Page } from '@playwright/test';
import { expect, test } from './portalTest';

const query = encodeURIComponent('流光');

/** The header's search box: in the bar on desktop, in the drawer on a phone. */
async function searchBox(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: '主导航' }).click();
  return page.getByRole('combobox', { name: '搜索关键词' });
}

test.describe('the header search box', () => {
  test('typing 流光 on 首页 suggests completions by keyboard; Enter opens its results, and back returns', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/home');
    const box = await searchBox(page, isMobile);
    await box.click();
    await box.pressSequentially('流光', { delay: 30 });
    const options = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: '条搜索建议' })).toBeAttached();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id')) ?? '',
    );
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toBeFocused();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${query}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('流光');
    await expect(page.locator('main mark').first()).toHaveText('流光');
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a suggestion chosen with the pointer is searched', async ({ page, isMobile }) => {
    await page.goto('/news/index');
    const box = await searchBox(page, isMobile);
    await box.click();
    await box.pressSequentially('流光', { delay: 30 });
    const first = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option').first();
    const text = (await first.locator('span').first().textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(text)}$`));
  });

  test('the results page shows its query in the box', async ({ page, isMobile }) => {
    await page.goto(`/search?q=${query}`);
    await expect(await searchBox(page, isMobile)).toHaveValue('流光');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the same box lands on the same results', async ({ page, isMobile }) => {
      await page.goto('/home');
      if (isMobile) {
        // No drawer without scripts: the bar's 搜索 leads to the results page, whose own form searches.
        await page.getByRole('link', { name: '搜索', exact: true }).click();
        await expect(page).toHaveURL(/\/search$/);
      }
      const box = isMobile
        ? page.getByRole('main').getByRole('searchbox', { name: '关键词' })
        : page.getByRole('combobox', { name: '搜索关键词' });
      await box.fill('流光');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${query}$`));
      await expect(page.locator('main mark').first()).toHaveText('流光');
    });

    test("a section's keyword box searches its kind too", async ({ page }) => {
      await page.goto('/news/index');
      const box = page.getByRole('main').getByRole('searchbox', { name: '关键词' });
      await box.fill('流光');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/news/index\\?keyword=${query}$`));
      await expect(
        page.getByRole('main').getByText('流光艺术节点亮滨江', { exact: true }).first(),
      ).toBeVisible();
    });
  });
});
