import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Props of {@link LoadingIndicator}. */
export interface LoadingIndicatorProps {
  /** Whether something is loading; nothing is rendered otherwise. */
  active: boolean;
  /** Accessible name of the progress bar. @default '加载中' */
  label?: string;
}

/** A thin indeterminate progress bar fixed at the top of the window while `active`. */
export function LoadingIndicator({ active, label = '加载中' }: LoadingIndicatorProps) {
  if (!active) return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.snackbar + 1 }}>
      <LinearProgress aria-label={label} />
    </Box>
  );
}
