import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { ShellRouterProvider } from '../src/router/ShellRouterContext';
import { useMemoryShellRouter } from '../src/router/useMemoryShellRouter';
import { createPortalTheme, type PortalThemeMode } from '../src/theme/createPortalTheme';

function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const router = useMemoryShellRouter(path);
  return <ShellRouterProvider router={router}>{children}</ShellRouterProvider>;
}

function StoryTheme({ mode, children }: { mode: PortalThemeMode; children: ReactNode }) {
  const theme = useMemo(() => createPortalTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** Applies the portal theme chosen in the toolbar and an in-memory router at `parameters.route`. */
const withShell: Decorator = (Story, context) => {
  const mode: PortalThemeMode = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  const route = typeof context.parameters['route'] === 'string' ? context.parameters['route'] : '/home';
  return (
    <StoryTheme mode={mode}>
      <StoryRouter path={route}>
        <Story />
      </StoryRouter>
    </StoryTheme>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withShell],
  globalTypes: {
    theme: {
      description: '明暗主题',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        phone360: { name: '手机 360×740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
