import type { Page } from '@playwright/test';
import { navigateInApp, waitForHydration } from '../navigateInApp';
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
/** The phone layout shows the same message and 重试 as the desktop's: one fault per page proves it there. */
const onPhonesToo: Fault = 'http500';
/** Faults the page may either absorb or report, but never with a blank page or an uncaught error. */
const malformed: Fault[] = ['nullData', 'wrongTypes', 'missingFields', 'hugeLists', 'slow'];

const catalogue = /服务错误，请稍后重试|请检查网络连接/;

/**
 * Opens `path` from another page of the running portal with the API misbehaving: the server renders first responses
 * from the API as it is, so the fault reaches the page through the calls its browser makes.
 */
async function openBroken(page: Page, path: string, fault: Fault): Promise<void> {
  await page.goto('/aboutUs');
  await waitForHydration(page);
  await breakTheApi(page, fault);
  await navigateInApp(page, path);
}

for (const target of pages) {
  for (const fault of failing) {
    test(
      `${target.name} with the API failing (${fault}): catalogue message and 重试, which recovers`,
      {
        tag: fault === onPhonesToo ? [] : ['@desktop-only'],
      },
      async ({ page, pageErrors }) => {
        await openBroken(page, target.path, fault);
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
          if ((await retries.count()) > 0)
            await retries
              .first()
              .click({ timeout: 2_000 })
              .catch(() => undefined);
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 2_000 });
          await expect(retries).toHaveCount(0, { timeout: 1_000 });
        }).toPass({ timeout: 30_000 });
        await expect(page.locator('h1').first()).toBeVisible();
        expect(pageErrors).toEqual([]);
      },
    );
  }

  for (const fault of malformed) {
    test(
      `${target.name} with the API answering ${fault}: the page or a message with 重试, never blank, no uncaught error`,
      {
        tag: '@desktop-only',
      },
      async ({ page, pageErrors }) => {
        await openBroken(page, target.path, fault);
        if (fault === 'slow') await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        const heading = page.locator('h1').first();
        const retry = page.getByRole('button', { name: '重试' }).first();
        await expect(heading.or(retry).first()).toBeVisible({ timeout: 30_000 });
        const textLength = await page.evaluate(() => document.body.innerText.trim().length);
        expect(textLength).toBeGreaterThan(20);
        expect(pageErrors).toEqual([]);
      },
    );
  }
}

test('a page chunk that fails to download: the page comes from the server instead, inside the shell', async ({
  page,
  pageErrors,
}) => {
  let refused = 0;
  await page.route(/\/assets\/about-us-[^/]+\.js$/, (route) => {
    refused += 1;
    return route.abort('connectionreset');
  });
  await page.goto('/home');
  await expect(page.locator('h1').first()).toBeVisible();
  // React Router loads the page as a document when its code cannot be fetched: the server renders it.
  await navigateInApp(page, '/aboutUs');
  await expect(page).toHaveURL('/aboutUs');
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
});

test('the account dialogs chunk failing to download does not blank the portal', async ({
  page,
  logIn,
  pageErrors,
}) => {
  const customer = await logIn(page);
  await page.route(/\/assets\/AccountDialogs-[^/]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/home');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.getByRole('button', { name: customer.phone }).click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page.getByText('请检查网络连接').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test.describe("the portal's scripts all failing to download", () => {
  test.use({ awaitHydration: false });

  test('leave the server-rendered page readable, never an empty frame', async ({ page, pageErrors }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto('/home');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(100);
    expect(pageErrors).toEqual([]);
  });
});
