import { useEffect } from 'react';
import { preloadable } from '../app-shell/preloadable';
import { useOnDemand } from '../app-shell/useOnDemand';
import { staticClasses } from '../theme/staticClasses';

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

const usePlainClasses = staticClasses((part: 'stack' | ToastLevel, theme) =>
  part === 'stack'
    ? {
        position: 'fixed',
        top: '72px',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: theme.zIndex.snackbar,
        margin: 0,
      }
    : {
        margin: '0 0 8px',
        minWidth: '240px',
        padding: '6px 16px',
        borderRadius: '4px',
        boxShadow: theme.shadows[3],
        fontSize: '14px',
        backgroundColor: theme.palette[part].main,
        color: theme.palette[part].contrastText,
      },
);

/**
 * The messages before the stack's code has arrived (the network lost in a page's first moments): the same words and
 * roles, drawn plainly, gone after `duration` ms alike.
 */
function PlainToasts({ toasts, onDismiss, duration = 3000 }: ToastStackProps) {
  const classOf = usePlainClasses();
  useEffect(() => {
    const timer = setTimeout(() => toasts.forEach((toast) => onDismiss(toast.id)), duration);
    return () => clearTimeout(timer);
  }, [toasts, onDismiss, duration]);
  return (
    <div className={classOf('stack')}>
      {toasts.map((toast) => (
        <p
          key={toast.id}
          role={toast.level === 'error' || toast.level === 'warning' ? 'alert' : 'status'}
          className={classOf(toast.level)}
        >
          {toast.message}
        </p>
      ))}
    </div>
  );
}

const items = preloadable(
  () => import('./ToastStackItems').then((module) => module.ToastStackItems),
  PlainToasts,
);

/**
 * Toasts stacked at the top centre; each disappears after `duration` ms. Errors and warnings are
 * `role="alert"`, the others `role="status"`. Nothing renders before the first toast; the stack's code is
 * fetched when the browser is idle, so that a toast shows at once, even one about a lost connection.
 */
export function ToastStack(props: ToastStackProps) {
  const mounted = useOnDemand(items, props.toasts.length > 0);
  return mounted ? <items.Component {...props} /> : null;
}
