import { RouteErrorBoundary } from '@art-portal/pages/errors';
import { PortalLayout } from '@art-portal/pages/layout';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { notFoundRoute, pageRoutes, redirects, type PageRoute } from './routeTable';

const lazyPages = new Map<PageRoute['load'], LazyExoticComponent<ComponentType>>();

function lazyPage(load: PageRoute['load']): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(() => load().then((Page) => ({ default: Page })));
    lazyPages.set(load, page);
  }
  return page;
}

function element(route: PageRoute) {
  const Page = lazyPage(route.load);
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
