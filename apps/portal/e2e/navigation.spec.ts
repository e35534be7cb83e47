import { expect, test } from './portalTest';

test('the breadcrumb bar shows only on /news/index, and every navigation stores its breadcrumb', async ({
  page,
}) => {
  await page.goto('/news/index');
  const bar = page.getByRole('navigation', { name: '面包屑' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('首页');
  await expect(bar).toContainText('艺术之友');
  await expect(bar).toContainText('行业资讯');
  await expect(bar.getByRole('link', { name: '艺术之友' })).toHaveAttribute('href', '/workstation');

  await page.goto('/cooperation/city');
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveCount(0);
  await expect
    .poll(async () => page.evaluate(() => window.localStorage.getItem('persist:art-portal') ?? ''))
    .toContain('城市更新');
});

test("产业合作's scenario tabs keep the reader's place; another section opens at its top", async ({
  page,
}) => {
  await page.goto('/cooperation/wl');
  await expect(page.getByRole('heading', { level: 1, name: '文化旅游' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

  // A click without Playwright scrolling the tab into view first, as a reader who scrolled back to the tabs would.
  await page.getByRole('link', { name: '城市更新' }).first().dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1, name: '城市更新' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: '文化旅游' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

  await page.locator('footer').getByRole('link', { name: '关于我们' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the shell follows the window across 1024 px on a desktop, and the persisted device flag is the User-Agent’s', async ({
  page,
  isMobile,
}) => {
  await page.goto('/home');
  // Written once the page has hydrated and read the browser's device, in a task of its own.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const persisted = JSON.parse(window.localStorage.getItem('persist:art-portal') ?? '{}') as {
          device?: string;
        };
        return persisted.device
          ? (JSON.parse(persisted.device) as { isMobile: boolean }).isMobile
          : undefined;
      }),
    )
    .toBe(isMobile);
  const bar = page.getByRole('navigation', { name: '主导航' });
  const drawer = page.getByRole('button', { name: '主导航' });

  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(drawer).toBeVisible();
  await expect(bar).toHaveCount(0);

  await page.setViewportSize({ width: 1100, height: 800 });
  // A phone keeps its shell at any width; a desktop browser gets the bar back.
  await expect(drawer).toHaveCount(isMobile ? 1 : 0);
  await expect(bar).toHaveCount(isMobile ? 0 : 1);
});

test('hovering or focusing a link preloads the page it leads to', async ({ page, isMobile }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chunk = page.waitForRequest((request) => /\/assets\/about-us-[^/]+\.js$/.test(request.url()));
  const link = page.locator('footer').getByRole('link', { name: '关于我们' });
  if (isMobile) await link.focus();
  else await link.hover();
  await chunk;
  expect(await page.evaluate(() => window.location.pathname + window.location.search)).toBe('/home');
});

test('the home page counts the visit once per session', async ({ page }) => {
  let visits = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/portal/home/visit')) visits += 1;
  });
  await page.goto('/home');
  await expect(page.getByText('累计访问人次')).toBeVisible();
  await page.goto('/aboutUs');
  await page.goto('/home');
  await page.reload();
  await expect(page.getByText('累计访问人次')).toBeVisible();
  expect(visits).toBe(1);
});

test('the banner carousel can be paused, stepped and resumed', async ({ page }) => {
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: '焦点图' });
  await expect(carousel).toBeVisible();
  const slide = carousel.locator('[aria-roledescription="slide"]');
  const first = await slide.getAttribute('aria-label');
  // The first slide comes with the page at full strength; only a slide that replaces another fades in.
  await expect(slide).toHaveCSS('animation-name', 'none');
  await carousel.getByRole('button', { name: '暂停轮播' }).click();
  await expect(carousel.getByRole('button', { name: '播放轮播' })).toBeVisible();
  await carousel.getByRole('button', { name: '下一张' }).click();
  await expect(slide).not.toHaveAttribute('aria-label', first ?? '');
  await expect(slide).toHaveAttribute('aria-label', /^2 \//);
  await expect(slide).not.toHaveCSS('animation-name', 'none');
  await carousel.getByRole('button', { name: '上一张' }).click();
  await expect(slide).toHaveAttribute('aria-label', /^1 \//);
});
