export { createPortalRuntime } from './createPortalRuntime';
export type { PortalRuntime } from './createPortalRuntime';
export { PortalProviders } from './PortalProviders';
export type { PortalSettings } from './PortalSettings';
export { usePortalSettings } from './PortalSettingsContext';
export { useToast } from './ToastContext';
export type { PagePrefetch } from './PagePrefetch';
