/*
 * Shadows, gradients and radii of the portal's own cards, bands and pictures, beside MUI's elevations and
 * `shape.borderRadius`. They are named values of the theme module rather than keys of the theme object: only the pages
 * that show them load them, so every page's first script stays as small as before they had names.
 * In `sx`: `boxShadow: portalShadows.card`, `background: portalGradients.heroFade`, `borderRadius: portalRadii.pill`.
 */

import { alpha } from '@mui/material/styles';
import { darkBand } from './darkBand';

const band = (opacity: number) => alpha(darkBand, opacity);

export const portalShadows = {
  listItem: '0 1px 3px rgba(15,23,42,0.08)',
  panel: '0 1px 3px rgba(15,23,42,0.1)',
  card: '0 1px 3px rgba(15,23,42,0.12)',
  row: '0 2px 10px rgba(15,23,42,0.08)',
  cardHover: '0 12px 28px rgba(15,23,42,0.22)',
  entryHover: '0 12px 28px rgba(15,23,42,0.2)',
  search: `0 8px 24px ${band(0.25)}`,
  picture: `0 18px 40px ${band(0.25)}`,
  exhibit: '0 30px 60px rgba(0,0,0,0.55)',
} as const;

/** Scrims that keep text on pictures readable, and the glows behind 登录 and the exhibition hall. */
export const portalGradients = {
  heroFade: `linear-gradient(180deg, ${band(0.15)} 0%, ${band(0.85)} 100%)`,
  headerFade: `linear-gradient(180deg, ${band(0.4)}, ${band(0.95)})`,
  headerSide: `linear-gradient(90deg, ${band(0.95)}, ${band(0.4)})`,
  bannerSide: `linear-gradient(90deg, ${band(0.85)} 0%, ${band(0.2)} 65%)`,
  tileFoot: `linear-gradient(0deg, ${band(0.9)}, ${band(0)} 70%)`,
  loginGlow: `radial-gradient(circle at 20% 20%, #2b3a8c 0, ${darkBand} 55%)`,
  galleryGlow: 'radial-gradient(ellipse at top, rgba(83,109,254,0.25), transparent 60%)',
} as const;

export const portalRadii = {
  /** The image code's picture and field. */
  small: '4px',
  /** The video player's notices. */
  medium: '8px',
  /** Pills (search fields, badges, tabs): a multiple of `shape.borderRadius`, as sx reads a number. */
  pill: 999,
  circle: '50%',
} as const;

/** The generated artwork's colour sets: background, main and accent. */
export const artPalettes = {
  dusk: ['#1a1446', '#7c4dff', '#ff8a65'],
  ocean: ['#071a2f', '#00acc1', '#80deea'],
  jade: ['#0b2118', '#26a69a', '#c5e1a5'],
  ember: ['#2a0f12', '#e53935', '#ffca28'],
  aurora: [darkBand, '#536dfe', '#64ffda'],
  ink: ['#111318', '#90a4ae', '#eceff1'],
} as const satisfies Record<string, readonly [string, string, string]>;

/** The name of one of the generated artwork's colour sets. */
export type ArtPaletteName = keyof typeof artPalettes;
