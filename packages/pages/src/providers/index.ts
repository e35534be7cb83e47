export { PortalProviders } from './PortalProviders';
export type { PortalSettings } from './PortalSettings';
export { usePortalSettings } from './PortalSettingsContext';
export { useToast } from './ToastContext';
