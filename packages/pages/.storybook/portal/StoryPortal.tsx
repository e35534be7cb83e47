import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RouteErrorBoundary } from '../../src/errors';
import { PortalLayout } from '../../src/layout';
import { NotFoundPage } from '../../src/not-found';
import { PortalProviders, type PortalRuntime } from '../../src/providers';
import { storyRoutes } from './storyRoutes';
import { storySettings } from './storySettings';

type StoryPortalProps = {
  runtime: PortalRuntime;
  /** Where the story starts, e.g. `/artWorks/detail?id=101`. */
  route: string;
  /** The story itself: rendered at its route's path, inside the shell. */
  children: ReactNode;
};

/**
 * The portal as apps/portal composes it (App.tsx, PortalRoutes.tsx), on a memory router at `route`, in the light
 * theme PortalProviders sets: the portal has no dark mode, so this Storybook offers none.
 */
export function StoryPortal({ runtime, route, children }: StoryPortalProps) {
  const storyPath = route.split('?')[0] ?? route;
  return (
    <MemoryRouter initialEntries={[route]}>
      <PortalProviders settings={storySettings} runtime={runtime}>
        <RouteErrorBoundary>
          <Routes>
            <Route element={<PortalLayout />}>
              {Object.entries(storyRoutes).map(([path, Page]) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <RouteErrorBoundary>{path === storyPath ? children : <Page />}</RouteErrorBoundary>
                  }
                />
              ))}
              {storyPath in storyRoutes ? null : (
                <Route path={storyPath} element={<RouteErrorBoundary>{children}</RouteErrorBoundary>} />
              )}
              <Route
                path="*"
                element={
                  <RouteErrorBoundary>
                    <NotFoundPage />
                  </RouteErrorBoundary>
                }
              />
            </Route>
          </Routes>
        </RouteErrorBoundary>
      </PortalProviders>
    </MemoryRouter>
  );
}
