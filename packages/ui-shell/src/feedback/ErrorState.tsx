import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ShellButton } from '../internal/ShellButton';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** The error's message, ready to show (the api-client's messages are). */
  message: string;
  /** When given, a 重试 button calls it. */
  onRetry?: () => void;
}

/** What a region shows when its data failed to load. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <Box role="alert" sx={{ py: '48px', textAlign: 'center' }}>
      <Typography color="error" sx={{ mb: '16px' }}>
        {message}
      </Typography>
      {onRetry ? (
        <ShellButton variant="outlined" onClick={onRetry}>
          重试
        </ShellButton>
      ) : null}
    </Box>
  );
}
