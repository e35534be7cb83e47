import type { Toast, ToastLevel } from '@art-portal/ui-shell/feedback';

/** A tiny external store of the visible toasts, fed by the api-client's `notify` and by pages. */
export type ToastBus = {
  push: (level: ToastLevel, message: string) => void;
  dismiss: (id: Toast['id']) => void;
  subscribe: (listener: () => void) => () => void;
  snapshot: () => readonly Toast[];
};

export function createToastBus(): ToastBus {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    push(level, message) {
      // The same words again (every call of a page failing at once, a button pressed twice) replace the one shown:
      // one toast, its 3 s started afresh and announced again, instead of a column of copies over the page.
      const others = toasts.filter((toast) => toast.level !== level || toast.message !== message);
      toasts = [...others, { id: nextId++, level, message }];
      emit();
    },
    dismiss(id) {
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => toasts,
  };
}
