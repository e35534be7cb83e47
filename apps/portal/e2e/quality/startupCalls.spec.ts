import { expect, settled, test } from './qualityTest';

// The landing pages whose calls start before the first render (src/routes/prefetchHref.ts): the page's own
// hooks must find those calls instead of repeating them, which they do only when the arguments match exactly;
// a prefetch with other arguments shows up as a second call to the same path.
const landingPages = ['/home', '/artWorks/index', '/artWorks/index?type=1&page=2', '/artWorks/detail?id=1', '/news/detail?id=1'];

for (const path of landingPages) {
  test(`a first visit to ${path} makes each call and loads each picture once`, async ({ page, pageErrors }) => {
    const requested = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/storage/')) {
        const key = url.pathname.startsWith('/api/') ? `${request.method()} ${url.pathname}` : `${url.pathname}${url.search}`;
        requested.set(key, (requested.get(key) ?? 0) + 1);
      }
    });
    await page.goto(`/#${path}`);
    await settled(page);
    await page.waitForLoadState('networkidle');

    expect([...requested.keys()].some((key) => key.startsWith('POST /api/') || key.startsWith('GET /api/'))).toBe(true);
    expect([...requested].filter(([, count]) => count > 1)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
