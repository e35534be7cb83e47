import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { Toast, ToastStackProps } from './ToastStack';
import { useClearOfDialogs } from './useClearOfDialogs';

const BELOW_APP_BAR = 72;

function ToastItem({
  toast,
  onDismiss,
  duration,
}: {
  toast: Toast;
  onDismiss: (id: Toast['id']) => void;
  duration: number;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss, duration]);
  const urgent = toast.level === 'error' || toast.level === 'warning';
  return (
    <Alert
      severity={toast.level}
      variant="filled"
      role={urgent ? 'alert' : 'status'}
      sx={{ boxShadow: 3, minWidth: '240px', py: { xs: '2px', sm: '6px' } }}
    >
      {toast.message}
    </Alert>
  );
}

/**
 * The rendered stack of {@link ToastStack}, in its own chunk. It is added to `<body>` afresh whenever toasts
 * appear: a dialog open at that moment has hidden the rest of the page from assistive technology
 * (`aria-hidden` on `<body>`'s other children), and a toast shown over the dialog must still be announced.
 * It sits below the app bar, or, while a dialog is open, just above or below the dialog's paper, or over its title
 * bar when the dialog leaves no room.
 */
export function ToastStackItems({ toasts, onDismiss, duration = 3000 }: ToastStackProps) {
  const stack = useClearOfDialogs(BELOW_APP_BAR);
  if (toasts.length === 0) return null;
  return createPortal(
    <Box
      ref={stack}
      sx={{
        position: 'fixed',
        top: `${BELOW_APP_BAR}px`,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: '8px',
        alignItems: 'center',
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} duration={duration} />
      ))}
    </Box>,
    document.body,
  );
}
