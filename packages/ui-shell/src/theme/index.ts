export { createPortalTheme } from './createPortalTheme';
export type { PortalThemeMode, PortalThemeOptions } from './createPortalTheme';
export type { HeroPalette, ShellComponentOverrides } from './themeAugmentation';
