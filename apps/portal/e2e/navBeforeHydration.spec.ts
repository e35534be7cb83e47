import type { Page } from '@playwright/test';
import { waitForHydration } from './navigateInApp';
import { expect, test } from './portalTest';

/** The top-level entries with a sub-menu (ui.md § Top navigation), each with one of its items. */
const withSubMenus = [
  ['艺术作品', '作品征集', '/activity/index'],
  ['云展览', 'AI数字公园', '/cloudExhibition?id=2'],
  ['教育培训', '视频教程', '/education/course'],
  ['产业合作', '科技艺术表达', '/cooperation/science'],
] as const;

function navOf(page: Page) {
  return page.getByRole('navigation', { name: '主导航' });
}

// The phone layout has no top nav with sub-menus (ui.md): the mobile project leaves these out by their tag.
test.describe('the nav before the scripts run @desktop-only', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('hovering an entry shows its sub-menu, from the first HTML and not portalled', async ({ page }) => {
      await page.goto('/home');
      const nav = navOf(page);
      for (const [entry, item, path] of withSubMenus) {
        const link = nav.getByRole('link', { name: entry, exact: true });
        const menu = nav.getByRole('menu', { name: entry });
        await expect(menu).toBeHidden();
        await link.hover();
        await expect(menu).toBeVisible();
        await expect(link).toHaveAttribute('aria-haspopup', 'menu');
        await expect(link).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? '');
        await expect(menu.getByRole('menuitem', { name: item })).toHaveAttribute('href', path);
      }
      await page.mouse.move(5, 500);
      await expect(nav.getByRole('menu')).toHaveCount(0);
    });

    test('keyboard focus inside a sub-menu keeps it open, and it follows its link', async ({ page }) => {
      await page.goto('/home');
      const nav = navOf(page);
      const menu = nav.getByRole('menu', { name: '教育培训' });
      await nav.getByRole('link', { name: '教育培训', exact: true }).hover();
      const course = menu.getByRole('menuitem', { name: '视频教程' });
      await course.focus();
      await page.mouse.move(5, 500);
      await expect(menu).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/education/course');
    });
  });

  test.describe('with JavaScript enabled', () => {
    test.use({ awaitHydration: false });

    test('a sub-menu hovered before hydration stays open through it, and the hydrated nav then runs it', async ({
      page,
    }) => {
      let release = () => {};
      const scriptsHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\.js(\?|$)/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto('/home', { waitUntil: 'commit' });
      const nav = navOf(page);
      const link = nav.getByRole('link', { name: '教育培训', exact: true });
      const menu = nav.getByRole('menu', { name: '教育培训' });
      await link.hover();
      await expect(menu).toBeVisible();
      expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);

      release();
      await waitForHydration(page);
      await expect(menu).toBeVisible();
      const box = await link.boundingBox();
      if (!box) throw new Error('教育培训 has no box');
      await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2);
      await expect(link).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();

      await page.mouse.move(5, 500);
      await expect(menu).toBeHidden();
      await expect(link).toHaveAttribute('aria-expanded', 'false');
      await link.hover();
      await expect(menu).toBeVisible();
      await menu.getByRole('menuitem', { name: '视频教程' }).click();
      await expect(page).toHaveURL('/education/course');
      await expect(menu).toBeHidden();
    });
  });
});
