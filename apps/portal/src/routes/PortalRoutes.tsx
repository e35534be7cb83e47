import { RouteErrorBoundary } from '@art-portal/pages/errors';
import { PortalLayout } from '@art-portal/pages/layout';
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { notFoundRoute, pageRoutes, redirects, type PageRoute } from './routeTable';

const pages = new Map<PageRoute['load'], ComponentType>();

/** The page itself when its chunk is already loaded (no Suspense fallback), else a lazy one; decided once per page. */
function pageComponent(load: PageRoute['load']): ComponentType {
  let page = pages.get(load);
  if (!page) {
    page = load.loaded ?? lazy(() => load().then((Page) => ({ default: Page })));
    pages.set(load, page);
  }
  return page;
}

function element(route: PageRoute) {
  const Page = pageComponent(route.load);
  return (
    <RouteErrorBoundary>
      <Page />
    </RouteErrorBoundary>
  );
}

/** The route table: redirects, then every page inside the connected shell. */
export function PortalRoutes() {
  return (
    <Routes>
      {Object.entries(redirects).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route element={<PortalLayout />}>
        {pageRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={element(route)} />
        ))}
        <Route path="*" element={element(notFoundRoute)} />
      </Route>
    </Routes>
  );
}
