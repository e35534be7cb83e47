import { envelope } from './journeys/support/portalApi';
import { expect, test } from './portalTest';

type Picture = { url: string; service: string | null };
type Work = { id: number; title: string; pictures: Picture[] };

test.skip(({ isMobile }) => isMobile, 'desktop: the viewer is the same code on phones');

test('查看大图 zooms a tiled work through its IIIF tiles, never loading the original', async ({ page }) => {
  const [summary] = (
    await envelope<{ rows: { id: number }[] }>(
      await page.request.post('/api/portal/production/selectAuthList', { data: { pageNum: 1, pageSize: 1 } }),
    )
  ).rows;
  if (!summary) throw new Error('no artwork');
  // The first read asks for the work's pyramid in the background; a later one names its service.
  let work: Work | undefined;
  await expect
    .poll(async () => {
      work = await envelope<Work>(await page.request.get(`/api/portal/production/getInfo?id=${summary.id}`));
      return work.pictures[0]?.service ?? null;
    })
    .not.toBeNull();
  if (!work?.pictures[0]) throw new Error('no picture');
  const original = work.pictures[0].url;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto(`/artWorks/detail?id=${work.id}`);
  await page.getByRole('button', { name: `查看大图：${work.title}` }).click();
  await expect(page.getByTestId('deep-zoom-stage')).toBeVisible();
  await expect.poll(() => requested.some((url) => url.endsWith('/info.json'))).toBe(true);
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
