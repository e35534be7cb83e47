import type { Theme } from '@mui/material/styles';
import { createPortalTheme } from '@art-portal/ui-shell/theme';

const themes = new Map<boolean, Theme>();

/**
 * The portal's light theme, with or without motion: made once per process, not in every server render (MUI's
 * `createTheme` was 1.4 % of a cold render's CPU).
 */
export function portalTheme(reducedMotion: boolean): Theme {
  let theme = themes.get(reducedMotion);
  if (!theme) {
    theme = createPortalTheme('light', { reducedMotion });
    themes.set(reducedMotion, theme);
  }
  return theme;
}
