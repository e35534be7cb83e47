import { zhCN } from '@mui/material/locale';
import { createPortalTheme } from '@art-portal/ui-shell/theme';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const portal = createPortalTheme('light');

/**
 * react-admin's default theme in the portal's colours, type and corners (ui-shell's tokens), with MUI's Chinese
 * component texts. Sizes stay react-admin's: the back office is a desk tool, not the portal's fluid page.
 */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: portal.palette.primary.main, contrastText: portal.palette.primary.contrastText },
    secondary: { main: portal.palette.secondary.main },
    warning: { main: portal.palette.warning.main },
    info: { main: portal.palette.info.main },
    // Darker than MUI's red: 删除 on react-admin's grey toolbar keeps WCAG AA's contrast.
    error: { main: '#b71c1c' },
    background: { default: portal.palette.background.default, paper: portal.palette.background.paper },
  },
  typography: { ...defaultTheme.typography, fontFamily: portal.typography.fontFamily },
  shape: { borderRadius: portal.shape.borderRadius },
  components: {
    ...zhCN.components,
    ...defaultTheme.components,
    // A spinner says what it is (axe: aria-progressbar-name), e.g. while a screen's code loads.
    MuiCircularProgress: { defaultProps: { 'aria-label': '加载中' } },
    // react-admin's loading text is in the disabled grey, below WCAG AA's contrast.
    RaLoading: {
      styleOverrides: { root: { '& .RaLoading-message': { color: portal.palette.text.secondary } } },
    },
  },
};
