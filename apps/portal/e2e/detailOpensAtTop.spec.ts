import type { Page } from '@playwright/test';
import { expect, test } from './portalTest';

/**
 * A detail page opened by a link starts at its top. The portal scrolls to the top only when the first path segment
 * changes, and a list and its details share it (/artWorks/index → /artWorks/detail): the work opened from the foot of
 * the list showed its page scrolled as far down as the list was, heading out of sight.
 */
const lists = [
  { list: '/artWorks/index', detail: '/artWorks/detail' },
  { list: '/news/index', detail: '/news/detail' },
  { list: '/education/course', detail: '/education/course/detail' },
  { list: '/activity/index', detail: '/activity/detail' },
];

async function openLastFrom(page: Page, list: string, detail: string): Promise<void> {
  await page.goto(list);
  const links = page.locator(`main a[href^="${detail}?"]`);
  await expect(links.first()).toBeVisible();
  const last = links.last();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  // As a reader's pointer rests on the card before the click: the detail's data and code are fetched ahead, so the
  // page renders at full height at once (a short skeleton would clamp the scroll to 0 and hide the fault).
  await last.hover();
  await page.waitForLoadState('networkidle');
  await last.click();
  await expect(page).toHaveURL(new RegExp(`:\\d+${detail.replaceAll('/', '\\/')}\\?id=`));
}

for (const { list, detail } of lists) {
  test(`a ${detail} opened from the foot of ${list} starts at its heading`, async ({ page }) => {
    await openLastFrom(page, list, detail);
    await expect(page.locator('main h1').first()).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test('下一篇 at the end of an article opens the next one at its top, and back returns to the article', async ({
  page,
}) => {
  await page.goto('/news/detail?id=1');
  const next = page.getByRole('navigation', { name: '上一篇和下一篇' }).getByRole('link').last();
  await next.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(150);
  const title = await page.locator('main h1').first().textContent();
  await next.hover();
  await page.waitForLoadState('networkidle');
  await next.click();
  await expect(page.locator('main h1').first()).not.toHaveText(title ?? '');
  await expect(page.locator('main h1').first()).toBeInViewport();
  await page.goBack();
  await expect(page.locator('main h1').first()).toHaveText(title ?? '');
});

test('视频教程 at the foot of 人才培养 opens the course list at its top', async ({ page }) => {
  await page.goto('/education/cultivate');
  const link = page.locator('main a[href="/education/course"]').last();
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  await link.hover();
  await page.waitForLoadState('networkidle');
  await link.click();
  await expect(page).toHaveURL('/education/course');
  await expect(page.locator('main h1').first()).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('返回数字作品 at the foot of a work opens 数字作品 at its top', async ({ page }) => {
  await page.goto('/artWorks/detail?id=1');
  const link = page.getByRole('link', { name: /返回数字作品/ });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  await link.hover();
  await page.waitForLoadState('networkidle');
  await link.click();
  await expect(page).toHaveURL('/artWorks/index');
  await expect(page.locator('main h1').first()).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

// The exhibitions are sub-items of 云展览, which the mobile navigation hides (ui.md): desktop only.
test(
  'AI数字公园 chosen from the menu while 亚洲数字艺术展 is scrolled opens at its top',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/cloudExhibition?id=1');
    await expect(page.locator('main h1')).toHaveText('亚洲数字艺术展');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '云展览', exact: true })
      .hover();
    await page.getByRole('menuitem', { name: 'AI数字公园' }).click();
    await expect(page.locator('main h1')).toHaveText('AI数字公园');
    await expect(page.locator('main h1')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  },
);

// The sub-items of 教育培训 are hidden on mobile (ui.md): desktop only.
test(
  '人才培养 chosen from the menu while 视频教程 is scrolled opens at its top',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/education/course');
    await expect(page.locator('main h1')).toHaveText('视频教程');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '教育培训', exact: true })
      .hover();
    await page.getByRole('menuitem', { name: '人才培养' }).click();
    await expect(page.locator('main h1')).toHaveText('人才培养');
    await expect(page.locator('main h1')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  },
);
