export type { PortalRouteHandle } from './PortalRouteHandle';
export type { PortalServerContext } from './PortalServerContext';
export type { PortalRootData } from './PortalRootData';
export type { PageLoaderData, PageDescription } from './PageLoaderData';
export { serverEntriesOf } from './serverEntriesOf';
export { portalRouteList } from './portalRouteList';
export { redirectLoader, redirectClientLoader } from './redirects';
export { robotsLoader, sitemapLoader } from './sitemap';
export { NonceContext } from './NonceContext';
