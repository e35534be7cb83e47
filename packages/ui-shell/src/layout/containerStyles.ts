import type { Theme } from '@mui/material/styles';

/**
 * MUI's `Container` (gutters, not fixed) as CSS for `staticClasses`: the same declarations without the
 * component, whose styles Emotion serialises again on every render.
 */
export function containerStyles(theme: Theme, maxWidth: 'md' | 'lg') {
  return {
    width: '100%',
    marginLeft: 'auto',
    boxSizing: 'border-box',
    marginRight: 'auto',
    paddingLeft: theme.spacing(2),
    paddingRight: theme.spacing(2),
    [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
    [theme.breakpoints.up(maxWidth)]: {
      maxWidth: `${theme.breakpoints.values[maxWidth]}${theme.breakpoints.unit ?? 'px'}`,
    },
  } as const;
}
