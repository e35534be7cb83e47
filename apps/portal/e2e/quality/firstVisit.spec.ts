import { notFoundPath, layoutSample, routeCases, siteName } from '../routeCatalogue';
import { watchConsole } from '../watchConsole';
import { expect, settled, test } from './qualityTest';
import { watchViolations } from './watchViolations';

// One first visit per public route and project, checked for everything a first visit must hold:
// - the page: its title, heading, content, footer and the nav highlight of ui.md;
// - the calls: the server renders each landing page from the API and sends the data it used with the page, so
//   hydration asks the API for none of it again. The only calls left to the browser are the visit counter and the
//   detail pages' view counters, which count a visitor, not a rendering, and 课程详情's comments, which are read fresh
//   on every view so that a commenter sees their own through the CDN's minute. Each picture is loaded once;
// - the start: no console error, hydration warning or CSP violation.

/** Every public route, and a list with its filters and page in the URL. */
const firstVisits = [
  ...routeCases,
  { path: '/artWorks/index?type=1&page=2', name: '数字作品', nav: '艺术作品' },
];
const browserOnlyCalls = new Set([
  'GET /api/portal/home/visit',
  'GET /api/portal/production/view',
  'GET /api/portal/resourceInfoColumn/view',
  'GET /api/portal/pass/course/view',
  'GET /api/portal/pass/courseComment/list',
]);

for (const route of firstVisits) {
  test(
    `${route.name} (${route.path}): a first visit shows the page, asks the API nothing the server already asked, loads each picture once and starts cleanly`,
    layoutSample(route.path),
    async ({ page, pageErrors, isMobile }) => {
      const problems = watchConsole(page, route.path === notFoundPath ? 404 : 200);
      const violations = await watchViolations(page);
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
      await page.goto(route.path);
      await expect(page).toHaveTitle(`${route.name} - ${siteName}`);
      await settled(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('footer')).toBeVisible();
      await page.waitForLoadState('networkidle');

      expect(scripts, 'the page ran its scripts').toBeGreaterThan(0);
      expect(
        [...requested.keys()].filter((key) => / \/api\//.test(key) && !browserOnlyCalls.has(key)),
        'calls the server already made',
      ).toEqual([]);
      expect(
        [...requested].filter(([, count]) => count > 1),
        'asked more than once',
      ).toEqual([]);
      expect(problems, 'console errors and hydration warnings').toEqual([]);
      expect(await violations(), 'CSP violations').toEqual([]);
      expect(pageErrors).toEqual([]);

      // The nav highlight table of ui.md: exactly one item, chosen by path prefix.
      if (isMobile) await page.getByRole('button', { name: '主导航' }).click();
      const current = page.getByRole('navigation', { name: '主导航' }).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(route.nav);
    },
  );
}
