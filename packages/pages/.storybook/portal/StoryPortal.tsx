import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createPortalTheme, type PortalThemeMode } from '@art-portal/ui-shell/theme';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RouteErrorBoundary } from '../../src/errors';
import { PortalLayout } from '../../src/layout';
import { NotFoundPage } from '../../src/not-found';
import { PortalProviders, type PortalRuntime } from '../../src/providers';
import { storyRoutes } from './storyRoutes';
import { storySettings } from './storySettings';

type StoryPortalProps = {
  runtime: PortalRuntime;
  /** Where the story starts, e.g. `/artWorks/detail?id=101`. */
  route: string;
  mode: PortalThemeMode;
  /** The story itself: rendered at its route's path, inside the shell. */
  children: ReactNode;
};

/** Dark mode is the toolbar's: the portal itself ships the light theme that PortalProviders sets. */
function ToolbarTheme({ mode, children }: { mode: PortalThemeMode; children: ReactNode }) {
  const theme = useMemo(() => createPortalTheme(mode), [mode]);
  if (mode === 'light') return <>{children}</>;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** The portal as apps/portal composes it (App.tsx, PortalRoutes.tsx), on a memory router at `route`. */
export function StoryPortal({ runtime, route, mode, children }: StoryPortalProps) {
  const storyPath = route.split('?')[0] ?? route;
  return (
    <MemoryRouter initialEntries={[route]}>
      <PortalProviders settings={storySettings} runtime={runtime}>
        <ToolbarTheme mode={mode}>
          <RouteErrorBoundary>
            <Routes>
              <Route element={<PortalLayout />}>
                {Object.entries(storyRoutes).map(([path, Page]) => (
                  <Route
                    key={path}
                    path={path}
                    element={<RouteErrorBoundary>{path === storyPath ? children : <Page />}</RouteErrorBoundary>}
                  />
                ))}
                {storyPath in storyRoutes ? null : <Route path={storyPath} element={<RouteErrorBoundary>{children}</RouteErrorBoundary>} />}
                <Route path="*" element={<RouteErrorBoundary><NotFoundPage /></RouteErrorBoundary>} />
              </Route>
            </Routes>
          </RouteErrorBoundary>
        </ToolbarTheme>
      </PortalProviders>
    </MemoryRouter>
  );
}
