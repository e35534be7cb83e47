import type { Crumb } from './Crumb';

/** What every page route tells the shell: its page name (title, last crumb) and its breadcrumb, from its URL. */
export type PortalRouteHandle = {
  name: (search: URLSearchParams, pathname: string) => string;
  breadcrumb: (search: URLSearchParams, pathname: string) => Crumb[];
};

/** Narrows a route match's `handle` to a page's. */
export function isPortalRouteHandle(handle: unknown): handle is PortalRouteHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as PortalRouteHandle).name === 'function'
  );
}
