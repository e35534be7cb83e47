export { createPortalTheme } from './createPortalTheme';
export type { PortalThemeMode, PortalThemeOptions } from './createPortalTheme';
export { portalFontStack } from './fontStack';
export type { HeroPalette, ShellComponentOverrides } from './themeAugmentation';
