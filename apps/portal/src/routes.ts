import { portalRedirectPaths, portalRouteList } from '@art-portal/pages/route-list';
import { getAppDirectory, route, type RouteConfig } from '@react-router/dev/routes';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const withoutSlash = (path: string) => path.replace(/^\//, '');

// Each page folder of @art-portal/pages is a route module itself (its index.ts): the route list names the folder;
// so are the redirect, sitemap and robots folders.
const pagesSource = join(
  dirname(createRequire(import.meta.url).resolve('@art-portal/pages/package.json')),
  'src',
);
const pageModule = (module: string) => relative(getAppDirectory(), join(pagesSource, module, 'index.ts'));

/** The route list the pages own: every ui.md page, the section roots that lead to them, sitemap and robots, and 404. */
export default [
  // One id per path: a module may serve several (the five 产业合作 scenarios).
  ...portalRouteList.map(({ path, module }) =>
    route(withoutSlash(path), pageModule(module), { id: `routes${path}` }),
  ),
  ...portalRedirectPaths.map((path) =>
    route(withoutSlash(path), pageModule('redirect'), { id: `redirect${path}` }),
  ),
  route('sitemap.xml', pageModule('sitemap'), { id: 'routes/sitemap' }),
  route('robots.txt', pageModule('robots'), { id: 'routes/robots' }),
  route('*', pageModule('not-found'), { id: 'routes/not-found' }),
] satisfies RouteConfig;
