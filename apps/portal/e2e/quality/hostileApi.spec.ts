import { breakTheApi, type Fault } from './hostileApi';
import { expect, test } from './qualityTest';

const pages = [
  { name: '首页', path: '/home' },
  { name: '数字作品', path: '/artWorks/index' },
  { name: '作品详情', path: '/artWorks/detail?id=1' },
  { name: '资讯详情', path: '/news/detail?id=1' },
  { name: '征集详情', path: '/activity/detail?id=1' },
  { name: '课程详情', path: '/education/course/detail?id=1' },
];

/** Faults after which no data can be shown: the catalogue's message and 重试 must be there. */
const failing: Fault[] = ['http500', 'dropped', 'notAnEnvelope'];
/** Faults the page may either absorb or report, but never with a blank page or an uncaught error. */
const malformed: Fault[] = ['nullData', 'wrongTypes', 'missingFields', 'hugeLists', 'slow'];

const catalogue = /服务错误，请稍后重试|请检查网络连接/;

for (const target of pages) {
  for (const fault of failing) {
    test(`${target.name} with the API failing (${fault}): catalogue message and 重试, which recovers`, async ({ page, pageErrors }) => {
      await breakTheApi(page, fault);
      await page.goto(`/#${target.path}`);
      const retry = page.getByRole('button', { name: '重试' }).first();
      await expect(retry).toBeVisible();
      await expect(page.getByText(catalogue).first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();

      await page.unroute('**/api/**');
      const retries = page.getByRole('button', { name: '重试' });
      // Press every 重试 until none is left. A call that failed in the prefetch is asked again when its page mounts
      // (RTK Query re-runs a failed query for a new subscriber), so a 重试 can go away and come back while that
      // second, still broken answer arrives; a button can also vanish between count() and click(), hence the
      // click's own timeout.
      await expect(async () => {
        if ((await retries.count()) > 0) await retries.first().click({ timeout: 2_000 }).catch(() => undefined);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 2_000 });
        await expect(retries).toHaveCount(0, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.locator('h1').first()).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }

  for (const fault of malformed) {
    test(`${target.name} with the API answering ${fault}: the page or a message with 重试, never blank, no uncaught error`, async ({ page, pageErrors }) => {
      await breakTheApi(page, fault);
      await page.goto(`/#${target.path}`);
      if (fault === 'slow') await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      const heading = page.locator('main h1, #app h1').first();
      const retry = page.getByRole('button', { name: '重试' }).first();
      await expect(heading.or(retry).first()).toBeVisible({ timeout: 30_000 });
      const textLength = await page.evaluate(() => document.getElementById('app')?.textContent?.trim().length ?? 0);
      expect(textLength).toBeGreaterThan(20);
      expect(pageErrors).toEqual([]);
    });
  }
}

test('a page chunk that fails to download shows 请检查网络连接 with 重试 inside the shell', async ({ page, pageErrors }) => {
  await page.route(/\/assets\/about-us-[^/]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/#/home');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#/aboutUs'));
  await expect(page.getByText('请检查网络连接').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the account dialogs chunk failing to download does not blank the portal', async ({ page, logIn, pageErrors }) => {
  const customer = await logIn(page);
  await page.route(/\/assets\/AccountDialogs-[^/]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/#/home');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.getByRole('button', { name: customer.phone }).click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page.getByText('请检查网络连接').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the shell failing to download leaves 请检查网络连接 and a 重试 that starts the portal', async ({ page, pageErrors }) => {
  await page.route(/\/assets\/shell-[^/]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/#/home');
  await expect(page.getByRole('alert')).toHaveText('请检查网络连接');
  await page.unroute(/\/assets\/shell-[^/]+\.js$/);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a config.json of the wrong shape shows a message instead of an empty frame', async ({ page, pageErrors }) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: { footerLinks: [{ label: '' }] } }));
  await page.goto('/#/home');
  await expect(page.getByRole('alert')).toHaveText('网站配置有误，请联系网站管理员');
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
