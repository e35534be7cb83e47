import type { CSSObject } from '@mui/material/styles';

/** Colours of the dark hero areas (banners, exhibition headers, the footer). */
export interface HeroPalette {
  background: string;
  contrastText: string;
  accent: string;
  /** The accent under the pointer. */
  accentHover: string;
}

/** The dark bands the pages open with (heroes, detail headers, dark sections). */
export interface InkPalette {
  /** A band's background. */
  main: string;
  /** Pictures' placeholders and skeletons on a band. */
  light: string;
  /** The exhibition hall's deeper background. */
  dark: string;
  /** The glow behind 登录. */
  glow: string;
  /** Text on a band. */
  contrastText: string;
  /** Links, key figures, focus rings and the chosen item on a band. */
  accent: string;
}

/** White over a dark band, by emphasis. */
export interface OnInkPalette {
  body: string;
  secondary: string;
  /** Outlined buttons' borders. */
  outline: string;
  /** The carousel's dots not shown. */
  indicator: string;
  /** A picture's placeholder icon. */
  disabled: string;
  border: string;
  divider: string;
  selected: string;
  chip: string;
  line: string;
  surface: string;
  faint: string;
}

/** Translucent darks laid over pictures. */
export interface ScrimPalette {
  badge: string;
  control: string;
  controlHover: string;
  light: string;
  icon: string;
  main: string;
  dark: string;
  backdrop: string;
}

/** A call for entries' four states (未开始, 征集中, 评审中, 已结束): chip backgrounds, and the first one's text. */
export interface StatusPalette {
  upcoming: string;
  upcomingText: string;
  open: string;
  judging: string;
  closed: string;
}

/** Light fills on light surfaces. */
export interface TintPalette {
  /** The countdown's figures. */
  primary: string;
  /** A message not yet read. */
  primaryFaint: string;
  /** The QR code's box before it draws. */
  placeholder: string;
}

/** Style overrides of the shell's own components, keyed by their branded names. */
export interface ShellComponentOverrides {
  styleOverrides?: { root?: CSSObject };
}

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    /** The phone shell's width: below it the portal lays out for phones (the drawer instead of the top nav). */
    shell: true;
  }
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
