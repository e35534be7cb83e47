import { ToastStack } from '@art-portal/ui-shell/feedback';
import { useSyncExternalStore } from 'react';
import type { ToastBus } from './toastBus';

export function PortalToasts({ bus }: { bus: ToastBus }) {
  const toasts = useSyncExternalStore(bus.subscribe, bus.snapshot, bus.snapshot);
  return <ToastStack toasts={toasts} onDismiss={bus.dismiss} />;
}
