import type { Page } from '@playwright/test';
import { envelope } from './journeys/support/portalApi';
import { expect, test } from './portalTest';

type Picture = { url: string; service: string | null };
type Work = { id: number; title: string; manifest: string; pictures: Picture[] };

/** The first work, once every picture of it has its tile pyramid (the first read asks for them in the background). */
async function tiledWork(page: Page): Promise<Work & { pictures: [Picture, ...Picture[]] }> {
  const [summary] = (
    await envelope<{ rows: { id: number }[] }>(
      await page.request.post('/api/portal/production/selectAuthList', { data: { pageNum: 1, pageSize: 1 } }),
    )
  ).rows;
  if (!summary) throw new Error('no artwork');
  let work: Work | undefined;
  await expect
    .poll(async () => {
      work = await envelope<Work>(await page.request.get(`/api/portal/production/getInfo?id=${summary.id}`));
      return work.pictures.length > 1 && work.pictures.every((picture) => picture.service !== null);
    })
    .toBe(true);
  const [first, ...rest] = work?.pictures ?? [];
  if (!work || !first) throw new Error('no picture');
  return { ...work, pictures: [first, ...rest] };
}

const percentOf = async (page: Page) =>
  Number((await page.getByTestId('zoom-level').textContent())?.replace('%', ''));

test('查看大图 zooms a tiled work through its IIIF tiles, never loading the original @desktop-only', async ({
  page,
}) => {
  const work = await tiledWork(page);
  const original = work.pictures[0].url;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto(`/artWorks/detail?id=${work.id}`);
  // Beside 分享, for researchers: the manifest any IIIF viewer opens.
  const iiif = page.getByRole('link', { name: 'IIIF 清单' });
  await expect(iiif).toHaveAttribute('href', work.manifest);
  const manifest = await page.request.get(work.manifest);
  expect(manifest.headers()['content-type']).toContain('iiif.io/api/presentation/3');
  expect(await manifest.json()).toMatchObject({ type: 'Manifest', id: work.manifest });
  await page.getByRole('link', { name: `查看大图：${work.title}` }).click();
  await expect(page.getByTestId('deep-zoom-stage')).toBeVisible();
  await expect.poll(() => requested.some((url) => url.endsWith('/info.json'))).toBe(true);
  // Keys: + and − zoom, 0 goes back to the whole picture, → and ← page.
  await expect(page.getByTestId('zoom-level')).toHaveText(/^\d+%$/);
  const whole = await percentOf(page);
  await page.keyboard.press('+');
  await expect.poll(() => percentOf(page)).toBeGreaterThan(whole);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect.poll(() => percentOf(page)).toBeLessThan(whole);
  await page.keyboard.press('0');
  await expect.poll(() => percentOf(page)).toBe(whole);
  const counter = `/ ${work.pictures.length}`;
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`2 ${counter}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(`1 ${counter}`)).toBeVisible();
  for (let step = 0; step < 5; step += 1) await page.getByRole('button', { name: '放大' }).click();
  await page.keyboard.press('+');
  // A tile at the picture's own pixels: its region is as large as the size it is sent at.
  const ownPixels = /\/storage\/iiif\/[0-9a-f]{32}\/\d+,\d+,(\d+,\d+)\/\1\/0\/default\.jpg$/;
  await expect.poll(() => requested.some((url) => ownPixels.test(url))).toBe(true);
  await page.getByRole('button', { name: '全图' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('deep-zoom-stage')).toHaveCount(0);
  expect(requested.filter((url) => new URL(url).pathname === original && !new URL(url).search)).toEqual([]);
  expect(requested.filter((url) => url.includes('style/imgoriginal'))).toEqual([]);
});

test('on a phone a pinch and a double tap zoom a tiled picture, and a swipe over the whole picture pages @mobile-only', async ({
  page,
}) => {
  const work = await tiledWork(page);
  await page.goto(`/artWorks/detail?id=${work.id}`);
  await page.getByRole('link', { name: `查看大图：${work.title}` }).click();
  const stage = page.getByTestId('deep-zoom-stage');
  await expect(page.getByTestId('zoom-level')).toHaveText(/^\d+%$/);
  const whole = await percentOf(page);
  const box = await stage.boundingBox();
  if (!box) throw new Error('no stage');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map(([px, py], id) => ({ x: px, y: py, id })),
    });
  const home = async () => {
    await page.getByRole('button', { name: '全图' }).click();
    await expect.poll(() => percentOf(page)).toBe(whole);
  };

  // Double tap.
  for (let tap = 0; tap < 2; tap += 1) {
    await touch('touchStart', [[x, y]]);
    await touch('touchEnd', []);
  }
  await expect.poll(() => percentOf(page)).toBeGreaterThan(whole);
  await home();

  // Pinch: two fingers moving apart.
  await touch('touchStart', [
    [x - 20, y],
    [x + 20, y],
  ]);
  for (let step = 1; step <= 8; step += 1)
    await touch('touchMove', [
      [x - 20 - step * 12, y],
      [x + 20 + step * 12, y],
    ]);
  await touch('touchEnd', []);
  await expect.poll(() => percentOf(page)).toBeGreaterThan(whole);
  await home();

  // Swipe left over the whole picture: the next one.
  await touch('touchStart', [[x + 100, y]]);
  for (let step = 1; step <= 8; step += 1) await touch('touchMove', [[x + 100 - step * 25, y]]);
  await touch('touchEnd', []);
  await expect(page.getByText(`2 / ${work.pictures.length}`)).toBeVisible();
});

test('without script, 查看大图 is a link to the largest rendition', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  // Another work than the tests above open, which read the first one's pyramids.
  const [, summary] = (
    await envelope<{ rows: { id: number; title: string }[] }>(
      await page.request.post('/api/portal/production/selectAuthList', { data: { pageNum: 1, pageSize: 2 } }),
    )
  ).rows;
  if (!summary) throw new Error('no artwork');
  await page.goto(`/artWorks/detail?id=${summary.id}`);
  const link = page.getByRole('link', { name: `查看大图：${summary.title}` });
  await expect(link).toHaveAttribute('href', /x-oss-process=style\/imgsupergraph$/);
  await link.click();
  await expect(page).toHaveURL(/style\/imgsupergraph$/);
  const picture = await page.request.get(page.url());
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  await context.close();
});
