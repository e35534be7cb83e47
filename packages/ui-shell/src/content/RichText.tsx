import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { mergeSx } from '../internal/mergeSx';
import { sanitizeHtml } from './sanitizeHtml';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** HTML from the server: sanitised before it is shown. */
  html: string | null | undefined;
  /** Extra styles for the text block. */
  sx?: SxProps<Theme>;
}

/** Shows server HTML (news, course and artwork descriptions) after sanitising it with DOMPurify. */
export function RichText({ html, sx }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <Box
      sx={mergeSx(
        {
          lineHeight: 1.8,
          fontSize: '16px',
          wordBreak: 'break-word',
          '& img, & video': { maxWidth: '100%', height: 'auto' },
          '& pre': { whiteSpace: 'pre-wrap' },
          '& a': { color: 'primary.main' },
        },
        sx,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
