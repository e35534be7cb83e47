export { createPortalRuntime } from './createPortalRuntime';
export type { PortalRuntime } from './createPortalRuntime';
export { PortalProviders } from './PortalProviders';
export { ServerQueries } from './ServerQueries';
export type { PortalSettings } from './PortalSettings';
export { useOldHashLinks } from './useOldHashLinks';
