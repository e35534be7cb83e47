import { preloadable } from '../app-shell/preloadable';
import { useOnDemand } from '../app-shell/useOnDemand';

/** Severity of a toast; matches the api-client's `notify` levels. */
export type ToastLevel = 'success' | 'info' | 'warning' | 'error';

/** One message to show. */
export interface Toast {
  id: string | number;
  level: ToastLevel;
  message: string;
}

/** Props of {@link ToastStack}. */
export interface ToastStackProps {
  /** The messages to show, oldest first; `level` colours each (success, info, warning, error). */
  toasts: readonly Toast[];
  /** Called when a toast's time is up. */
  onDismiss: (id: Toast['id']) => void;
  /** How long each toast stays, in ms. @default 3000 */
  duration?: number;
}

const items = preloadable(() => import('./ToastStackItems').then((module) => module.ToastStackItems));

/**
 * Toasts stacked at the top centre; each disappears after `duration` ms. Errors and warnings are
 * `role="alert"`, the others `role="status"`. Nothing renders before the first toast; the stack's code is
 * fetched when the browser is idle, so that a toast shows at once, even one about a lost connection.
 */
export function ToastStack(props: ToastStackProps) {
  const mounted = useOnDemand(items, props.toasts.length > 0);
  return mounted ? <items.Component {...props} /> : null;
}
