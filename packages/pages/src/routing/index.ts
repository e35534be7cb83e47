export type { PortalRouteHandle } from './PortalRouteHandle';
export type { PortalServerContext } from './PortalServerContext';
export type { PortalRootData } from './PortalRootData';
export type { PageLoaderData, PageDescription } from './PageLoaderData';
export { serverEntriesOf } from './serverEntriesOf';
export { portalRouteList } from './portalRouteList';
export { pathTo } from './pathTo';
export type { LinkSearch } from './pathTo';
export { NonceContext } from './NonceContext';
