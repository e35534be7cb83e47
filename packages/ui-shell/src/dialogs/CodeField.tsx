import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SendCodeButton } from '../forms/SendCodeButton';
import type { FieldBinding } from './FieldBinding';

/** Props of {@link CodeField}. */
export interface CodeFieldProps {
  label: string;
  field: FieldBinding;
  /** Checks, sends and says whether the countdown starts. */
  onSend: () => Promise<boolean | void>;
}

/** A verification-code input with its send button beside it. */
export function CodeField({ label, field, onSend }: CodeFieldProps) {
  return (
    <Box sx={{ display: 'flex', gap: '8px', alignItems: 'flex-start' }}>
      <TextField label={label} {...field} autoComplete="one-time-code" sx={{ flex: 1 }} />
      <SendCodeButton onSend={onSend} sx={{ height: '56px' }} />
    </Box>
  );
}
