import type { ComponentType } from 'react';
import { portalRouteList, type PortalRouteHandle } from '../../src/routing';

type StoryRoute = { Page: ComponentType; handle: PortalRouteHandle };

/** Every page folder's route module (its index.ts), which the portal's routes.ts names by the route list's module. */
const modules = import.meta.glob<{ default: ComponentType; handle: PortalRouteHandle }>(
  '../../src/*/index.ts',
  {
    eager: true,
  },
);

/** The portal's route list with each page and its handle, so a story's links and breadcrumbs are the real ones. */
export const storyRoutes: (StoryRoute & { path: string })[] = portalRouteList.map(({ path, module }) => {
  const route = modules[`../../src/${module}/index.ts`];
  if (!route) throw new Error(`storyRoutes has no page folder ${module}`);
  return { path, Page: route.default, handle: route.handle };
});
