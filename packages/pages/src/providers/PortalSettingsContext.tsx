import { createContext, useContext } from 'react';
import type { PortalSettings } from './PortalSettings';

export const PortalSettingsContext = createContext<PortalSettings | null>(null);

export function usePortalSettings(): PortalSettings {
  const settings = useContext(PortalSettingsContext);
  if (!settings) throw new Error('usePortalSettings needs <PortalProviders> above it.');
  return settings;
}
