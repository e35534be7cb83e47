import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { envelope } from './journeys/support/portalApi';
import { expect, test } from './portalTest';
import { siteName } from './routeCatalogue';

/** Issue 47: 搜索结果 at /search, server-rendered, with everything it shows in the URL. */

const searchCall = '/api/portal/search/list';
const pageSize = 12;
type SearchAnswer = { rows: { title: string }[]; total: number; counts: Record<string, number> };

const kindTabs = (page: Page) => page.getByRole('navigation', { name: '按类别筛选' });
/** The results' titles, in order. */
const resultTitles = (page: Page) => page.locator('main li h2').allInnerTexts();
const status = (page: Page) => page.locator('main').getByRole('status');

/** The number a tab or the status line shows (“1,000+” reads 1000). */
async function countIn(locator: Locator): Promise<number> {
  const digits = /(\d[\d,]*)/.exec(await locator.innerText())?.[1] ?? '';
  return Number(digits.replace(/,/g, ''));
}

test('流光: results of every kind with their counts, the matched words marked, public but not for search engines', async ({
  page,
}) => {
  const response = await page.goto('/search?q=流光');
  expect(response?.status()).toBe(200);
  // Public like the other pages: a CDN may keep it for a minute.
  expect(response?.headers()['cache-control']).toContain('public');
  await expect(page).toHaveTitle(`搜索结果 - ${siteName}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“流光”的搜索结果');
  const tabs = kindTabs(page);
  await expect(tabs.getByRole('link', { name: /^全部 / })).toHaveAttribute('aria-current', 'page');
  for (const kind of ['作品', '征集', '展览', '资讯', '课程'])
    await expect(tabs.getByRole('link', { name: new RegExp(`^${kind} [\\d,]+\\+?$`) })).toBeVisible();
  expect(await countIn(tabs.getByRole('link', { name: /^作品 / }))).toBeGreaterThan(0);
  await expect(status(page)).toHaveText(/^共 [\d,]+\+? 条结果$/);
  expect((await resultTitles(page)).length).toBeGreaterThan(0);
  await expect(page.locator('main li h2 mark').first()).toHaveText(/流光/i);
});

test('作品 narrows the results to the works, with kind in the URL; back returns to 全部', async ({
  page,
}) => {
  await page.goto('/search?q=流光');
  const works = kindTabs(page).getByRole('link', { name: /^作品 / });
  const count = await countIn(works);
  await works.click();
  await expect(page).toHaveURL(/[?&]kind=artworks(&|$)/);
  await expect(works).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => countIn(status(page))).toBe(count);
  const links = page.locator('main li:has(h2) a');
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/artWorks\/detail\?id=/);
  await page.goBack();
  await expect(page).not.toHaveURL(/kind=/);
  await expect(kindTabs(page).getByRole('link', { name: /^全部 / })).toHaveAttribute('aria-current', 'page');
});

/** The first of `words` that finds more than one page of works in the demo data. */
async function wordOfManyWorks(request: APIRequestContext, words: string[]): Promise<string | undefined> {
  for (const keyword of words) {
    const params = { keyword, kind: 'artworks', pageNum: '1', pageSize: String(pageSize) };
    const answer = await envelope<SearchAnswer>(await request.get(searchCall, { params }));
    if (answer.total > pageSize) return keyword;
  }
  return undefined;
}

test('page 2 shows the next results, with page in the URL; back returns to page 1', async ({
  page,
  request,
}) => {
  const word = await wordOfManyWorks(request, ['流光', '生成艺术', '艺术', '数字', '光影', '作品']);
  expect(word, 'a word of more than one page of works').toBeDefined();
  await page.goto(`/search?q=${encodeURIComponent(word!)}&kind=artworks`);
  const first = await resultTitles(page);
  await page.getByRole('button', { name: '转到第 2 页' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect.poll(() => resultTitles(page)).not.toEqual(first);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect.poll(() => resultTitles(page)).toEqual(first);
});

test('最新 orders the results by date, keeping the query and the kind', async ({ page }) => {
  await page.goto('/search?q=流光&kind=news');
  await page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '最新' }).click();
  await expect(page).toHaveURL(/[?&]sort=latest(&|$)/);
  await expect(page).toHaveURL(/[?&]kind=news(&|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“流光”的搜索结果');
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the same results, and the tabs still narrow them', async ({ page, request }) => {
    const answer = await envelope<SearchAnswer>(
      await request.get(searchCall, {
        params: { keyword: '流光', pageNum: '1', pageSize: String(pageSize) },
      }),
    );
    await page.goto('/search?q=流光');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“流光”的搜索结果');
    expect(await resultTitles(page)).toEqual(answer.rows.map((row) => row.title));
    await expect(page.locator('main li h2 mark').first()).toBeVisible();
    await kindTabs(page)
      .getByRole('link', { name: /^作品 / })
      .click();
    await expect(page).toHaveURL(/[?&]kind=artworks(&|$)/);
    expect(await countIn(status(page))).toBe(answer.counts['artworks']);
  });
});

test('a query in pinyin gets a page of results', async ({ page }) => {
  const response = await page.goto('/search?q=liuguang');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“liuguang”的搜索结果');
  await expect(status(page)).toHaveText(/^共 [\d,]+\+? 条结果$/);
});

test('a hostile query of 1 000 characters gets a sensible page: cut with a message, nothing of it runs', async ({
  page,
}) => {
  const hostile = `<script>alert(1)</script>' OR 1=1 --`;
  const query = hostile.repeat(Math.ceil(1000 / hostile.length)).slice(0, 1000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('搜索词过长，只按前 100 个字搜索')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`“${hostile}`);
  await expect(
    page.getByText(/^共 [\d,]+\+? 条结果$/).or(page.getByText(/^没有找到与“.*”相关的内容$/)),
  ).toBeVisible();
  await expect(page.locator('main script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a blank query asks for a keyword and shows the newest works, without an error', async ({ page }) => {
  const response = await page.goto('/search?q=%20&kind=nonsense&sort=nonsense&page=0');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('搜索结果');
  await expect(page.getByText('输入关键词，搜索作品、征集、展览、资讯与课程')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '最新作品' })).toBeVisible();
});
