import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SendCodeButton } from '../forms/SendCodeButton';

/** Props of {@link CodeField}. */
export interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => Promise<boolean | void>;
  /** The submit found the code missing: says 请输入<label>！ under it. */
  invalid?: boolean;
}

/** A verification-code input with its send button beside it. */
export function CodeField({ label, value, onChange, onSend, invalid = false }: CodeFieldProps) {
  return (
    <Box sx={{ display: 'flex', gap: '8px', alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={invalid}
        helperText={invalid ? `请输入${label}！` : undefined}
        autoComplete="one-time-code"
        sx={{ flex: 1 }}
      />
      <SendCodeButton onSend={onSend} sx={{ height: '56px' }} />
    </Box>
  );
}
