import { expect, test } from './portalTest';
import { notFoundPath, redirectCases } from './routeCatalogue';

for (const [from, to] of redirectCases) {
  test(`${from} redirects to ${to}`, { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
  });
}

test('an unknown path shows 页面不存在 with a way home', async ({ page }) => {
  await page.goto(notFoundPath);
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL('/home');
});
