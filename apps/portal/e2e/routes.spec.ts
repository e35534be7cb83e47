import { expect, test } from './portalTest';
import { redirectCases, routeCases, siteName } from './routeCatalogue';

for (const route of routeCases) {
  // Its accessibility is a11yRoutes.spec.ts's scan and its picture screenshots.spec.ts's, on both projects.
  test(`${route.name} (${route.path}): title, heading, nav highlight and content`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(route.path);
    await expect(page).toHaveTitle(`${route.name} - ${siteName}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('footer')).toBeVisible();

    // The nav highlight table of ui.md: exactly one item, chosen by path prefix.
    if (isMobile) await page.getByRole('button', { name: '主导航' }).click();
    const current = page.getByRole('navigation', { name: '主导航' }).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(route.nav);
  });
}

for (const [from, to] of redirectCases) {
  test(`${from} redirects to ${to}`, { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
  });
}

test('an unknown path shows 页面不存在 with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL('/home');
});
