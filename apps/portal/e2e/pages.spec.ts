import { calls } from '@art-portal/api-client';
import { navigateInApp, waitForHydration } from './navigateInApp';
import { expect, test } from './portalTest';

test('数字作品: filters, keyword and page live in the URL and survive reload and back', async ({ page }) => {
  await page.goto('/artWorks/index');
  const status = page.getByRole('status').filter({ hasText: '件作品' });
  await expect(status).toBeVisible();
  const allCount = await status.textContent();

  const categories = page.getByRole('group', { name: '作品类别' });
  const firstCategory = categories.getByRole('button').nth(1);
  const categoryName = (await firstCategory.textContent()) ?? '';
  await firstCategory.click();
  await expect(page).toHaveURL(/[?&]type=/);
  await expect(firstCategory).toHaveAttribute('aria-pressed', 'true');
  await expect(status).not.toHaveText(allCount ?? '');
  for (const badge of await page.locator('main ul li a').all())
    await expect(badge).toContainText(categoryName);

  await page.reload();
  await expect(
    page.getByRole('group', { name: '作品类别' }).getByRole('button', { name: categoryName }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goBack();
  await expect(page).not.toHaveURL(/type=/);
  await expect(status).toHaveText(allCount ?? '');

  await page.getByRole('searchbox', { name: '关键词' }).fill('光');
  await page.getByRole('main').getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=%E5%85%89/);
  await expect(page.locator('main ul li').first()).toBeVisible();
});

test('数字作品: paging writes page= and back restores the first page', async ({ page }) => {
  await page.goto('/artWorks/index');
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager).toBeVisible();
  const firstTitle = await page
    .locator('main ul li')
    .getByRole('heading', { level: 2 })
    .first()
    .textContent();
  await pager.getByRole('button', { name: '转到第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  // The reader lands at the start of the new page, not at the pager at its foot.
  await expect(page.getByRole('status').filter({ hasText: /共 \d+ 件作品/ })).toBeInViewport();
  await expect(page.locator('main ul li').getByRole('heading', { level: 2 }).first()).not.toHaveText(
    firstTitle ?? '',
  );
  await page.goBack();
  await expect(page.locator('main ul li').getByRole('heading', { level: 2 }).first()).toHaveText(
    firstTitle ?? '',
  );
});

test('a keyword without matches says 暂无数据', async ({ page }) => {
  await page.goto('/news/index?keyword=不存在的关键词zzz');
  await expect(page.getByText('暂无数据')).toBeVisible();
});

test('a failed request shows the catalogue message and 重试 recovers', async ({ page }) => {
  // The list is opened from another page: its call is then the browser's, which the route can break.
  await page.goto('/aboutUs');
  let failures = 1;
  await page.route(`**/api${calls['courses.list'].path}`, async (route) => {
    if (failures-- > 0) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await navigateInApp(page, '/education/course');
  await expect(page.getByText('请检查网络连接').first()).toBeVisible();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('main ul li').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
});

test('offline, a link keeps the page and says 请检查网络连接; online again it opens', async ({
  page,
  context,
}) => {
  await page.goto('/aboutUs');
  await waitForHydration(page);
  const newsLink = page.getByRole('contentinfo').getByRole('link', { name: '行业资讯' });
  await context.setOffline(true);
  await newsLink.click();
  await expect(page.getByText('请检查网络连接').first()).toBeVisible();
  await expect(page).toHaveURL(/\/aboutUs$/);
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  await context.setOffline(false);
  await newsLink.click();
  await expect(page).toHaveURL(/\/news\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '行业资讯' })).toBeVisible();
});

test('作品详情: opened from the list, pictures in the viewer, share with a QR code', async ({ page }) => {
  await page.goto('/artWorks/index');
  const card = page.locator('main ul li a').first();
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/:\d+\/artWorks\/detail\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: '作品介绍' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '其他作品' })).toBeVisible();

  await page.getByRole('link', { name: `查看大图：${title}` }).click();
  const zoomIn = page.getByRole('button', { name: '放大' });
  await expect(zoomIn).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoomIn).toHaveCount(0);

  await page.getByRole('button', { name: '分享' }).click();
  const share = page.getByRole('dialog', { name: `分享「${title}」` });
  await expect(share.getByRole('img', { name: '本页链接的二维码' })).toBeVisible();
  await share.getByRole('button', { name: '关闭' }).click();
  await expect(share).toHaveCount(0);
});

test('征集详情: countdown, rules, entries, and 参与征集 sends a visitor to login', async ({ page }) => {
  await page.goto('/activity/index');
  await expect(page.getByText(/截止时间/).first()).toBeVisible();
  const open = page.locator('article').filter({ hasText: '征集中' }).first();
  await open.getByRole('link').first().click();
  await expect(page).toHaveURL(/:\d+\/activity\/detail\?id=/);
  await expect(page.getByRole('heading', { name: '征集规则' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '奖项设置' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '时间安排' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();

  const detailUrl = page.url();
  await page.getByRole('link', { name: /参赛作品/ }).click();
  await expect(page).toHaveURL(/:\d+\/activity\/product\?id=/);
  await expect(page).toHaveTitle(/^参赛作品 - /);
  const entry = page.locator('main ul li button').first();
  const entryTitle = (await entry.locator('h2').textContent()) ?? '';
  await entry.click();
  await expect(page.getByRole('dialog', { name: entryTitle })).toBeVisible();
  await expect(page).toHaveURL(/entry=/);
  await page.getByRole('button', { name: '关闭' }).click();
  await expect(page).not.toHaveURL(/entry=/);

  await page.goto(detailUrl);
  await page.getByRole('button', { name: '参与征集' }).click();
  await expect(page).toHaveURL('/login?t=login');
});

test('资讯详情: next and previous move between neighbours', async ({ page }) => {
  await page.goto('/news/detail?id=1');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const firstTitle = (await heading.textContent()) ?? '';
  const pager = page.getByRole('navigation', { name: '上一篇和下一篇' });
  const next = pager.locator('a[rel="next"]');
  const nextTitle = (await next.textContent()) ?? '';
  await next.click();
  await expect(heading).toHaveText(nextTitle);
  await expect(page).not.toHaveURL(/id=1$/);
  await pager.locator('a[rel="prev"]').click();
  await expect(heading).toHaveText(firstTitle);
});

test('云展览: the halls of each exhibition and a hall gallery with the viewer', async ({ page }) => {
  await page.goto('/cloudExhibition?id=2');
  await expect(page.getByRole('heading', { level: 1, name: 'AI数字公园' })).toBeVisible();
  const halls = page.getByRole('navigation', { name: '展厅' }).getByRole('button');
  await expect(halls.first()).toHaveAttribute('aria-pressed', 'true');
  const second = halls.nth(1);
  const hallName = (await second.textContent()) ?? '';
  await second.click();
  await expect(page).toHaveURL(/hall=/);
  await expect(page.getByRole('heading', { level: 2, name: hallName })).toBeVisible();
  await page
    .getByRole('link', { name: /^查看大图：/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: '放大' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: '放大' })).toHaveCount(0);

  await page.goto('/cloudExhibition?id=1');
  await expect(page.getByRole('heading', { level: 1, name: '亚洲数字艺术展' })).toBeVisible();
});

test('课程详情: video, description and comments', async ({ page }) => {
  await page.goto('/education/course');
  const card = page.locator('main ul li a').first();
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('video')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: '课程介绍' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /学员评论/ })).toBeVisible();
});

test('艺术之友 shows partner studios and the latest news', async ({ page }) => {
  await page.goto('/workstation');
  await expect(page.getByRole('heading', { name: '合作工作室' })).toBeVisible();
  const news = page.getByRole('region', { name: '行业资讯' });
  await expect(news.locator('li').first()).toBeVisible();
  await news.getByRole('link', { name: /更多资讯/ }).click();
  await expect(page).toHaveURL('/news/index');
});

test('the countdown shows the deadline in the visitor time zone', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'America/New_York', locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/activity/detail?id=1');
  const deadline = page.locator('time').first();
  await expect(deadline).toBeVisible();
  const iso = (await deadline.getAttribute('datetime')) ?? '';
  const newYork = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/New_York',
  });
  const shanghai = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Shanghai',
  });
  expect(newYork.format(new Date(iso))).not.toBe(shanghai.format(new Date(iso)));
  await expect(deadline).toContainText(newYork.format(new Date(iso)));
  await context.close();
});

// One test (one browser context) per page: a browser may show a larger rendition it already holds, which sends nothing.
for (const [name, path] of [
  ['首页', '/home'],
  ['作品详情', '/artWorks/detail?id=1'],
] as const) {
  test(`${name}: each picture is WebP from its <picture>, no wider than drawn on this screen`, async ({
    page,
  }) => {
    const types: { url: string; type: string | null }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.url().includes('x-oss-process='))
        types.push({ url: response.url(), type: response.headers()['content-type'] ?? null });
    });
    await page.goto(path);
    await expect(page.getByRole('main').locator('picture img').first()).toHaveJSProperty('complete', true);
    const shown = await page
      .locator('picture img')
      .evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((img) => img.complete && img.currentSrc !== '')
          .map((img) => ({ src: img.currentSrc, drawn: img.getBoundingClientRect().width })),
      );
    expect(shown.length).toBeGreaterThan(2);
    const ratio = await page.evaluate(() => window.devicePixelRatio);
    for (const { src, drawn } of shown) {
      expect(src).toMatch(/x-oss-process=style\/[a-z0-9]+_webp$/);
      // The rendition's own pixels (no srcset's density): at most one ladder step (a third) above what is drawn.
      const pixels = await page.evaluate(async (url) => {
        const img = new Image();
        img.src = url;
        await img.decode();
        return img.naturalWidth;
      }, src);
      expect(pixels, src).toBeLessThanOrEqual(Math.max(240, Math.ceil(drawn * ratio * 1.34)));
    }
    expect(types.length).toBeGreaterThan(2);
    for (const { url, type } of types) expect(type, url).toBe('image/webp');
  });
}
