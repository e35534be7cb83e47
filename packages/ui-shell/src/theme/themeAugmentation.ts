import type { CSSObject } from '@mui/material/styles';

/** Colours of the dark hero areas (banners, exhibition headers, the footer). */
export interface HeroPalette {
  background: string;
  contrastText: string;
  accent: string;
}

/** Style overrides of the shell's own components, keyed by their branded names. */
export interface ShellComponentOverrides {
  styleOverrides?: { root?: CSSObject };
}

declare module '@mui/material/styles' {
  interface Palette {
    hero: HeroPalette;
  }
  interface PaletteOptions {
    hero?: HeroPalette;
  }
  interface Components {
    ShellTopNav?: ShellComponentOverrides;
    ShellFooter?: ShellComponentOverrides;
    ShellBreadcrumbBar?: ShellComponentOverrides;
  }
}
