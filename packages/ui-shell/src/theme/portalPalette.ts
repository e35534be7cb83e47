/*
 * The pages' and the content viewers' named colours, the same in light and dark. Named values of the theme module
 * rather than palette keys: only the pages that show them load them. In sx: `bgcolor: inkColours.main`.
 */
import { alpha } from '@mui/material/styles';
import { darkBand } from './darkBand';
import type { InkPalette, OnInkPalette, ScrimPalette, StatusPalette, TintPalette } from './themeAugmentation';

/** The dark bands the pages open with (heroes, detail headers, dark sections). */
export const inkColours: InkPalette = {
  main: darkBand,
  light: '#1b2036',
  dark: '#05070f',
  glow: '#2b3a8c',
  contrastText: '#ffffff',
  accent: '#9fa8ff',
};

/** White over a dark band, by emphasis: text first, then outlines, lines and surfaces. */
export const onInkColours: OnInkPalette = {
  body: 'rgba(255,255,255,0.85)',
  secondary: 'rgba(255,255,255,0.72)',
  outline: 'rgba(255,255,255,0.6)',
  indicator: 'rgba(255,255,255,0.5)',
  disabled: 'rgba(255,255,255,0.4)',
  border: 'rgba(255,255,255,0.3)',
  divider: 'rgba(255,255,255,0.15)',
  selected: 'rgba(255,255,255,0.14)',
  chip: 'rgba(255,255,255,0.12)',
  line: 'rgba(255,255,255,0.08)',
  surface: 'rgba(255,255,255,0.06)',
  faint: 'rgba(255,255,255,0.04)',
};

/** Translucent darks laid over pictures: controls, badges and the picture viewer's backdrop. */
export const scrimColours: ScrimPalette = {
  badge: alpha(darkBand, 0.78),
  control: alpha(darkBand, 0.55),
  controlHover: alpha(darkBand, 0.8),
  light: 'rgba(0,0,0,0.4)',
  icon: 'rgba(0,0,0,0.5)',
  main: 'rgba(0,0,0,0.6)',
  dark: 'rgba(0,0,0,0.75)',
  backdrop: 'rgba(0,0,0,0.92)',
};

/** A call for entries' four states (未开始, 征集中, 评审中, 已结束). */
export const statusColours: StatusPalette = {
  upcoming: '#e3e7f1',
  upcomingText: '#1a1f2e',
  open: '#1b7f3b',
  judging: '#8a4b00',
  closed: '#4a5060',
};

/** Light fills on light surfaces. */
export const tintColours: TintPalette = {
  primary: 'rgba(31,79,209,0.08)',
  primaryFaint: 'rgba(31,79,209,0.05)',
  placeholder: '#f4f5f9',
};
