import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SendCodeButton } from '../forms/SendCodeButton';

/** Props of {@link CodeField}. */
export interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => Promise<boolean | void>;
  invalid?: boolean;
}

/** A verification-code input with its send button beside it. */
export function CodeField({ label, value, onChange, onSend, invalid = false }: CodeFieldProps) {
  return (
    <Box sx={{ display: 'flex', gap: '8px', alignItems: 'center' }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={invalid}
        autoComplete="one-time-code"
        sx={{ flex: 1 }}
      />
      <SendCodeButton onSend={onSend} sx={{ height: '56px' }} />
    </Box>
  );
}
