import { routeCases } from '../routeCatalogue';
import { expect, settled, test } from './qualityTest';

// The server renders each landing page from the API and sends the data it used with the page: the browser's store
// starts from that cache, so hydration asks the API for none of it again. The only call left to the browser is the
// visit counter and the detail pages' view counters, which count a visitor, not a rendering, and 课程详情's comments,
// which are read fresh on every view so that a commenter sees their own through the CDN's minute. Each picture is
// loaded once.

/** Every public route, and a list with its filters and page in the URL. */
const landingPages = [...routeCases.map((route) => route.path), '/artWorks/index?type=1&page=2'];
const browserOnlyCalls = new Set([
  'GET /api/portal/home/visit',
  'GET /api/portal/production/view',
  'GET /api/portal/resourceInfoColumn/view',
  'GET /api/portal/pass/course/view',
  'GET /api/portal/pass/courseComment/list',
]);

for (const path of landingPages) {
  test(`a first visit to ${path} asks the API nothing the server already asked, and loads each picture once`, async ({
    page,
    pageErrors,
  }) => {
    const requested = new Map<string, number>();
    let scripts = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script') scripts += 1;
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/storage/')) {
        const key = url.pathname.startsWith('/api/')
          ? `${request.method()} ${url.pathname}`
          : `${url.pathname}${url.search}`;
        requested.set(key, (requested.get(key) ?? 0) + 1);
      }
    });
    await page.goto(path);
    await settled(page);
    await page.waitForLoadState('networkidle');

    expect(scripts, 'the page ran its scripts').toBeGreaterThan(0);
    expect([...requested.keys()].filter((key) => / \/api\//.test(key) && !browserOnlyCalls.has(key))).toEqual(
      [],
    );
    expect([...requested].filter(([, count]) => count > 1)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
