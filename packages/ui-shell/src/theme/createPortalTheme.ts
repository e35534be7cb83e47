import { createTheme, type Theme } from '@mui/material/styles';
import { darkBand } from './darkBand';
import { portalFontStack } from './fontStack';
import { zhCNLocale } from './zhCNLocale';
import type {} from './themeAugmentation';

/** Light or dark colour scheme. */
export type PortalThemeMode = 'light' | 'dark';

/** Options of {@link createPortalTheme}. */
export interface PortalThemeOptions {
  /** Turn every transition and ripple off, e.g. when `prefers-reduced-motion: reduce` matches. @default false */
  reducedMotion?: boolean;
}

const px = (size: number) => `${size}px`;

/** MUI reads `pxToRem` from the typography options at runtime although its option type omits it. */
const pxSizing: { pxToRem: (size: number) => string } = { pxToRem: px };

/**
 * The portal's MUI theme with the `zhCN` locale. Every size is in px: the root font size is a tenth of the
 * viewport width (see `./device`), so rem-based sizes would scale with the window.
 */
export function createPortalTheme(mode: PortalThemeMode = 'light', options: PortalThemeOptions = {}): Theme {
  const dark = mode === 'dark';
  const reducedMotion = options.reducedMotion ?? false;
  return createTheme(
    {
      palette: {
        mode,
        primary: { main: dark ? '#8ab4ff' : '#1f4fd1', contrastText: dark ? darkBand : '#ffffff' },
        secondary: { main: dark ? '#f2b872' : '#8a4b12' },
        // Darker than MUI's defaults in light mode, so white text on filled alerts and chips stays readable (WCAG AA).
        ...(dark ? {} : { warning: { main: '#b45309' }, info: { main: '#01579b' } }),
        background: dark
          ? { default: '#0e1117', paper: '#161b24' }
          : { default: '#f7f7f9', paper: '#ffffff' },
        hero: { background: darkBand, contrastText: '#f4f5f8', accent: '#f2b872', accentHover: '#f6c98f' },
      },
      // MUI's breakpoints, and `shell`: `theme.breakpoints.down('shell')` is the phone layout.
      breakpoints: { values: { xs: 0, sm: 600, md: 900, shell: 1024, lg: 1200, xl: 1536 } },
      typography: {
        fontFamily: portalFontStack,
        fontSize: 14,
        htmlFontSize: 16,
        ...pxSizing,
        h1: { fontSize: px(36), fontWeight: 600, lineHeight: 1.3 },
        h2: { fontSize: px(30), fontWeight: 600, lineHeight: 1.3 },
        h3: { fontSize: px(24), fontWeight: 600, lineHeight: 1.35 },
        h4: { fontSize: px(20), fontWeight: 600, lineHeight: 1.4 },
        h5: { fontSize: px(18), fontWeight: 600, lineHeight: 1.4 },
        h6: { fontSize: px(16), fontWeight: 600, lineHeight: 1.5 },
        subtitle1: { fontSize: px(16) },
        subtitle2: { fontSize: px(14), fontWeight: 500 },
        body1: { fontSize: px(16), lineHeight: 1.7 },
        body2: { fontSize: px(14), lineHeight: 1.6 },
        button: { fontSize: px(14), textTransform: 'none', fontWeight: 500 },
        caption: { fontSize: px(12) },
        overline: { fontSize: px(12) },
      },
      shape: { borderRadius: 6 },
      ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
      components: {
        MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
        MuiCssBaseline: {
          styleOverrides: {
            '@media (prefers-reduced-motion: reduce)': {
              '*, *::before, *::after': {
                animationDuration: '0.01ms !important',
                animationIterationCount: '1 !important',
                transitionDuration: '0.01ms !important',
                scrollBehavior: 'auto !important',
              },
            },
          },
        },
      },
    },
    zhCNLocale,
  );
}
