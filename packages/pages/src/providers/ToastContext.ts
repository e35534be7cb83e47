import { createContext, useContext } from 'react';
import type { ToastBus } from './toastBus';

export const ToastContext = createContext<ToastBus | null>(null);

/** Shows a toast (3000 ms) from a page. */
export function useToast(): ToastBus['push'] {
  const bus = useContext(ToastContext);
  if (!bus) throw new Error('useToast needs <PortalProviders> above it.');
  return bus.push;
}
