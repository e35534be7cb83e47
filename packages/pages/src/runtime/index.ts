export { createPortalRuntime } from '../providers/createPortalRuntime';
export type { PortalRuntime } from '../providers/createPortalRuntime';
export type { PortalSettings } from '../providers/PortalSettings';
