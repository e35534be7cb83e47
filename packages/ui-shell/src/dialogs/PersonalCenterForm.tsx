import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent, ReactNode } from 'react';

/** Props of {@link PersonalCenterForm}. */
export interface PersonalCenterFormProps {
  onSubmit: (event: FormEvent) => void;
  /** The server's refusal of the last send or submit. */
  error: string | null;
  submitting: boolean;
  children: ReactNode;
}

/** The frame every 个人中心 tab shares: its fields, the submission's error, and 确认修改. */
export function PersonalCenterForm({ onSubmit, error, submitting, children }: PersonalCenterFormProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: '16px', pt: '8px' }}
    >
      {children}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Button type="submit" variant="contained" loading={submitting}>
        确认修改
      </Button>
    </Box>
  );
}
