export { createPortalTheme } from './createPortalTheme';
export type { PortalThemeMode, PortalThemeOptions } from './createPortalTheme';
export { darkBand } from './darkBand';
export { artPalettes, portalGradients, portalRadii, portalShadows } from './portalEffects';
export { inkColours, onInkColours, scrimColours, statusColours, tintColours } from './portalPalette';
export type { ArtPaletteName } from './portalEffects';
export type {
  HeroPalette,
  InkPalette,
  OnInkPalette,
  ScrimPalette,
  ShellComponentOverrides,
  StatusPalette,
  TintPalette,
} from './themeAugmentation';
export { staticClasses } from './staticClasses';
