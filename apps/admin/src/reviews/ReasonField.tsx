import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** Props of {@link ReasonField}. */
export interface ReasonFieldProps {
  /** The field's label, e.g. 驳回原因 or 批阅意见. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the text (shown in place of the counter), or null. */
  problem: string | null;
  maxLength: number;
  /** Said after the counter, e.g. who will read the text. */
  hint?: string;
  sx?: SxProps<Theme>;
}

/** The required text of a decision: several lines, its length in characters as people count them, its problem. */
export function ReasonField({ label, value, onChange, problem, maxLength, hint, sx }: ReasonFieldProps) {
  const counter = `${Array.from(value).length}/${maxLength}`;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      multiline
      minRows={3}
      fullWidth
      autoFocus
      sx={sx}
      error={problem !== null}
      helperText={problem ?? (hint ? `${counter}，${hint}` : counter)}
    />
  );
}
