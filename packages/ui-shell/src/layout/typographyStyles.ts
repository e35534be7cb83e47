import type { CSSObject, Theme, TypographyVariant } from '@mui/material/styles';

/**
 * MUI's `Typography` of `variant` as CSS for `staticClasses` (its reset margin, then the variant's text style), then
 * what its `sx` would have said.
 */
export function typographyStyles(
  theme: Theme,
  variant: TypographyVariant,
  sx: Parameters<Theme['unstable_sx']>[0] = {},
): CSSObject {
  return { margin: 0, ...theme.typography[variant], ...theme.unstable_sx(sx) };
}
