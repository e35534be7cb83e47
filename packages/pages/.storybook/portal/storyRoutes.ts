import type { ComponentType } from 'react';
import { portalRouteList, type PortalRouteHandle } from '../../src/routing';

type StoryRoute = { Page: ComponentType; handle: PortalRouteHandle };

// A page folder's declaration and its component, not its index.ts: a folder's index.ts may be server code (the
// renderer's pulls jsdom), and these two are what the browser renders of every page.
const declarations = import.meta.glob<{ handle: PortalRouteHandle }>('../../src/*/route.ts', {
  eager: true,
});
const components = import.meta.glob<Record<string, ComponentType>>('../../src/*/*Page.tsx', { eager: true });

const folderOf = (file: string) => file.split('/').at(-2) ?? '';

/** Each page folder's component and handle, by folder: what a page folder holds makes its story route. */
const modules = new Map<string, StoryRoute>(
  Object.entries(declarations).flatMap(([file, { handle }]) => {
    const folder = folderOf(file);
    const component = Object.entries(components).find(([path]) => folderOf(path) === folder)?.[1];
    const Page = component && Object.entries(component).find(([name]) => name.endsWith('Page'))?.[1];
    return Page ? [[folder, { Page, handle }]] : [];
  }),
);

/** The portal's route list with each page and its handle, so a story's links and breadcrumbs are the real ones. */
export const storyRoutes: (StoryRoute & { path: string })[] = portalRouteList.map(({ path, module }) => {
  const route = modules.get(module);
  if (!route) throw new Error(`storyRoutes has no page for the route module ${module}`);
  return { path, ...route };
});
