import type { Crumb } from './Crumb';

/** What every page route tells the shell: its page name (title, last crumb) and its breadcrumb, from its URL, and its frame. */
export type PortalRouteHandle = {
  name: (search: URLSearchParams, pathname: string) => string;
  breadcrumb: (search: URLSearchParams, pathname: string) => Crumb[];
  /** Shown alone, without the navigation and the footer (登录). */
  bare?: boolean;
  /** Shows its breadcrumb in the bar under the navigation (行业资讯). */
  breadcrumbBar?: boolean;
};

/** Narrows a route match's `handle` to a page's. */
export function isPortalRouteHandle(handle: unknown): handle is PortalRouteHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as PortalRouteHandle).name === 'function'
  );
}
