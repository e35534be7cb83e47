export { createPortalTheme } from './createPortalTheme';
export type { PortalThemeMode, PortalThemeOptions } from './createPortalTheme';
export type {
  ArtPaletteName,
  ArtPalettes,
  HeroPalette,
  InkPalette,
  OnInkPalette,
  PortalEffects,
  ScrimPalette,
  ShellComponentOverrides,
  StatusPalette,
  TintPalette,
} from './themeAugmentation';
