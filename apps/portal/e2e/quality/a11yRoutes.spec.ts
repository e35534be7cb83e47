import { layoutSample, routeCases } from '../routeCatalogue';
import { expectNoWcagViolations } from './axeScan';
import { expect, settled, test } from './qualityTest';

/** Every route of ui.md, plus the login page's two tabs and 我的消息 (which needs login). */
const publicPaths = [...routeCases.map((route) => route.path), '/login?t=login', '/login?t=register'];

for (const path of publicPaths) {
  test(
    `axe WCAG 2.1 A/AA, logged out: ${path}`,
    layoutSample(path),
    async ({ page, pageErrors }, testInfo) => {
      await page.goto(path);
      await settled(page);
      await expectNoWcagViolations(page, testInfo, `out${path}`);
      expect(pageErrors).toEqual([]);
    },
  );
}

/**
 * Logging in changes the header, the same on every route, and the controls of these pages only (报名, 签到, 评论, 作业,
 * 我的消息): the header is scanned on 首页, each of the others where it changes.
 */
const loggedInPaths = ['/home', '/activity/detail?id=1', '/education/course/detail?id=1', '/message'];

for (const path of loggedInPaths) {
  test(`axe WCAG 2.1 A/AA, logged in: ${path}`, async ({ page, pageErrors, logIn }, testInfo) => {
    const customer = await logIn(page);
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('button', { name: customer.phone })).toBeVisible();
    await expectNoWcagViolations(page, testInfo, `in${path}`);
    expect(pageErrors).toEqual([]);
  });
}
