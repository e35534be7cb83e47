import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../../src/errors/RouteErrorBoundary';
import { PortalLayout } from '../../src/layout';
import { portalNav } from '../../src/layout/portalNav';
import { NotFoundPage } from '../../src/not-found/NotFoundPage';
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

function storyRouter({ runtime, route, children }: StoryPortalProps) {
  const storyPath = route.split('?')[0] ?? route;
  const page = (element: ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>;
  const pages: RouteObject[] = storyRoutes.map(({ path, Page, handle }) => ({
    path,
    handle,
    element: page(path === storyPath ? children : <Page />),
  }));
  if (!storyRoutes.some(({ path }) => path === storyPath))
    pages.push({ path: storyPath, element: page(children) });
  pages.push({ path: '*', element: page(<NotFoundPage />) });
  return createMemoryRouter(
    [
      {
        element: (
          <PortalProviders settings={storySettings} runtime={runtime}>
            <PortalLayout nav={portalNav} />
          </PortalProviders>
        ),
        children: pages,
      },
    ],
    { initialEntries: [route] },
  );
}

/**
 * The portal as apps/portal composes it (root.tsx and the pages' route list), on a memory router at `route`, in the
 * light theme PortalProviders sets: the portal has no dark mode, so this Storybook offers none.
 */
export function StoryPortal(props: StoryPortalProps) {
  const [router] = useState(() => storyRouter(props));
  return <RouterProvider router={router} />;
}
