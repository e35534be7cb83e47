import { expect, settled, test } from './qualityTest';

// 数字作品's grid: the first four tiles (the widest grid's first row) load eagerly; every tile after them loads lazily
// and at low priority, so the browser gives the first row the bandwidth even when the next rows are in the viewport
// (where it would otherwise raise them to high priority as soon as it lays them out).
test('数字作品 fetches its first row before the rest: the tiles after it stay at low priority', async ({
  page,
  pageErrors,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorityById = new Map<string, string>();
  const idByUrl = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    idByUrl.set(request.url, requestId);
    priorityById.set(requestId, request.initialPriority);
  });
  cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) =>
    priorityById.set(requestId, newPriority),
  );

  // Tall enough that the grid's next rows are in the first screen, where the browser would raise their priority.
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 1400 });
  await page.goto('/artWorks/index');
  await settled(page);
  await page.waitForLoadState('networkidle');

  const tiles = await page
    .getByRole('main')
    .locator('li img')
    .evaluateAll((images) =>
      images
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .map((image) => (image as HTMLImageElement).currentSrc),
    );
  expect(tiles.length, 'tiles in the first screen').toBeGreaterThan(4);
  const priorityOf = (url: string) => priorityById.get(idByUrl.get(url) ?? '') ?? 'not requested';
  // The first row's priority is the browser's own: raised once laid out, unless its download ended before that.
  for (const url of tiles.slice(0, 4)) expect(priorityOf(url), url).not.toBe('not requested');
  for (const url of tiles.slice(4)) expect(priorityOf(url), url).toBe('Low');
  expect(pageErrors).toEqual([]);
});
