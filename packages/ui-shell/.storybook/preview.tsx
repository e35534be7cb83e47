import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { DocsFrame, type DocsFrameProps } from '../src/internal/storybook/DocsFrame';
import { ShellRouterProvider } from '../src/router/ShellRouterContext';
import { useMemoryShellRouter } from '../src/router/useMemoryShellRouter';
import { createPortalTheme, type PortalThemeMode } from '../src/theme/createPortalTheme';

function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const router = useMemoryShellRouter(path);
  return <ShellRouterProvider router={router}>{children}</ShellRouterProvider>;
}

/** On a docs page the story sits in a frame of its own, with the baseline scoped to it (see DocsFrame). */
function StoryTheme({
  mode,
  docs,
  children,
}: {
  mode: PortalThemeMode;
  docs?: Omit<DocsFrameProps, 'children'>;
  children: ReactNode;
}) {
  const theme = useMemo(() => createPortalTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      {docs === undefined ? (
        <>
          <CssBaseline />
          {children}
        </>
      ) : (
        <DocsFrame {...docs}>{children}</DocsFrame>
      )}
    </ThemeProvider>
  );
}

/** On a docs page, the story's frame: its height is `parameters.docs.story.height`, which also sizes the docs block. */
function docsFrame({
  viewMode,
  parameters,
}: Parameters<Decorator>[1]): Omit<DocsFrameProps, 'children'> | undefined {
  if (viewMode !== 'docs') return undefined;
  const docs = parameters['docs'] as { story?: { height?: string } } | undefined;
  return { height: docs?.story?.height };
}

/**
 * Applies the portal theme chosen in the toolbar and an in-memory router at `parameters.route`. The designers'
 * Storybook (in packages/pages) also holds the pages, which bring their own providers: this applies only to the
 * shell's stories, whose titles start with `ui-shell/`.
 */
const withShell: Decorator = (Story, context) => {
  if (!context.title.startsWith('ui-shell/')) return <Story />;
  const mode: PortalThemeMode = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  const route = typeof context.parameters['route'] === 'string' ? context.parameters['route'] : '/';
  return (
    <StoryTheme mode={mode} docs={docsFrame(context)}>
      <StoryRouter path={route}>
        <Story />
      </StoryRouter>
    </StoryTheme>
  );
};

const preview: Preview = {
  decorators: [withShell],
  globalTypes: {
    theme: {
      description: '明暗主题（组件；页面只有浅色）',
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
  initialGlobals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    // The portal's two layouts, as the e2e projects open them: below the theme's `shell` breakpoint it is the phone layout.
    viewport: {
      options: {
        phone: { name: '手机 360×740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        desktop: { name: '桌面 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
