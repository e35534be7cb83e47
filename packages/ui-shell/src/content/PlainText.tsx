import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { mergeSx } from '../internal/mergeSx';

/** Props of {@link PlainText}. */
export interface PlainTextProps {
  /** What a customer wrote: shown as typed, markup included, never parsed. */
  text: string | null | undefined;
  /** Extra styles for the text block. */
  sx?: SxProps<Theme>;
}

/**
 * Text a customer wrote (an entry's description, a comment, a message), shown as text: line breaks and spaces
 * as typed, long words and links wrapped inside the column. Tags in it are characters, not elements.
 */
export function PlainText({ text, sx }: PlainTextProps) {
  return (
    <Typography sx={mergeSx({ lineHeight: 1.8, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }, sx)}>
      {text ?? ''}
    </Typography>
  );
}
