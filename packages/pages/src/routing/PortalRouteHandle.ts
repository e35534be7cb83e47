import type { Crumb } from './Crumb';

/** What every page route tells the shell: its page name (title, last crumb) and its breadcrumb, from its query. */
export type PortalRouteHandle = {
  name: (search: URLSearchParams) => string;
  breadcrumb: (search: URLSearchParams) => Crumb[];
};

/** Narrows a route match's `handle` to a page's. */
export function isPortalRouteHandle(handle: unknown): handle is PortalRouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PortalRouteHandle).name === 'function';
}
