import type { CSSObject } from '@mui/material/styles';

/** What MUI's `Link` with `underline="hover"` draws on an `<a>`, in the colour it is given (its parent's by default). */
export function hoverLinkStyles(color: string = 'inherit'): CSSObject {
  return {
    margin: 0,
    font: 'inherit',
    lineHeight: 'inherit',
    letterSpacing: 'inherit',
    textDecoration: 'none',
    color,
    '&:hover': { textDecoration: 'underline' },
  };
}
