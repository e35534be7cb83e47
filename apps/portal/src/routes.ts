import { portalRedirectPaths, portalRouteList } from '@art-portal/pages/route-list';
import { route, type RouteConfig } from '@react-router/dev/routes';

const relative = (path: string) => path.replace(/^\//, '');

/** The route list the pages own: every ui.md page, the section roots that lead to them, sitemap and robots, and 404. */
export default [
  // One id per path: a module may serve several (the five 产业合作 scenarios).
  ...portalRouteList.map(({ path, module }) =>
    route(relative(path), `routes/${module}.ts`, { id: `routes${path}` }),
  ),
  ...portalRedirectPaths.map((path) =>
    route(relative(path), 'routes/redirect.ts', { id: `redirect${path}` }),
  ),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.ts'),
] satisfies RouteConfig;
