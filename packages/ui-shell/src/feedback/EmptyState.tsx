import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is said in place of the empty list. @default '暂无数据' */
  message?: ReactNode;
}

/** What an empty list shows. */
export function EmptyState({ message = '暂无数据' }: EmptyStateProps) {
  return (
    <Box sx={{ py: '48px', textAlign: 'center' }}>
      <Typography color="text.secondary">{message}</Typography>
    </Box>
  );
}
