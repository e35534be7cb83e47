import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
// MUI's own ThemeProvider also bundles the CSS-variables provider, which a theme without CSS variables never uses.
import { ThemeProvider } from '@mui/system';
import { ShellRouterProvider } from '@art-portal/ui-shell/app-shell';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { createPortalRuntime, type PortalRuntime } from './createPortalRuntime';
import type { PortalSettings } from './PortalSettings';
import { PortalSettingsContext } from './PortalSettingsContext';
import { portalTheme } from './portalTheme';
import { PortalToasts } from './PortalToasts';
import { ToastContext } from './ToastContext';
import { useReactRouterShellRouter } from './useReactRouterShellRouter';
import { pathTo } from '../routing/pathTo';

// Only a runtime that renders before its state is back (stories, tests, a client-only start) waits behind the gate:
// the server-rendered portal never does, so its code is not part of every page's start.
const PersistGate = lazy(() =>
  import('redux-persist/integration/react').then((m) => ({ default: m.PersistGate })),
);

type PortalProvidersProps = {
  settings: PortalSettings;
  /** Built with {@link createPortalRuntime} before rendering, to start calls early; by default built here. */
  runtime?: PortalRuntime;
  children: ReactNode;
};

/**
 * Everything a page needs around it: the store (rehydrated), the theme, the shell's router port over
 * react-router, the toasts, and the way to 登录 when the server ends the session. Render it inside the portal's router.
 */
export function PortalProviders({ settings, runtime: prepared, children }: PortalProvidersProps) {
  const [runtime] = useState(() => prepared ?? createPortalRuntime(settings));
  const reducedMotion = usePrefersReducedMotion();
  const theme = portalTheme(reducedMotion);
  const router = useReactRouterShellRouter();
  // Decided once: a runtime rehydrated before the first render needs no gate, nor the second render it forces. One
  // that hydrates server-rendered HTML renders what the server did first, and reads the browser's state once mounted.
  const [gated] = useState(() => !runtime.deferred && !runtime.persistor.getState().bootstrapped);
  // The browser's session and device change the store, and the store's readers re-render at once: in a task of their
  // own, not in the one that ends hydration, so that no single task blocks a slow phone for long (docs/quality.md).
  useEffect(() => {
    if (!runtime.deferred) return undefined;
    const timer = setTimeout(runtime.restoreBrowserState, 0);
    return () => clearTimeout(timer);
  }, [runtime]);

  const { navigate } = router;
  // In place before any answer can arrive: requests start in this same commit's effects at the earliest.
  useEffect(() => runtime.setOpenLogin(() => navigate(pathTo('login', { t: 'login' }))), [runtime, navigate]);

  useEffect(() => runtime.followDevice(window), [runtime]);

  const content = (
    <PortalSettingsContext.Provider value={settings}>
      <ToastContext.Provider value={runtime.toasts}>
        {/* Scoped under MUI's id, MUI's components read the theme itself: unscoped, they read a shallow copy made in
            each mount, so on the server every request missed MUI's per-theme memo of each component's styles. */}
        <ThemeProvider theme={theme} themeId={THEME_ID}>
          <CssBaseline />
          <ShellRouterProvider router={router}>{children}</ShellRouterProvider>
          <PortalToasts bus={runtime.toasts} />
        </ThemeProvider>
      </ToastContext.Provider>
    </PortalSettingsContext.Provider>
  );
  return (
    <Provider store={runtime.store}>
      {gated ? (
        <Suspense fallback={null}>
          <PersistGate loading={null} persistor={runtime.persistor}>
            {content}
          </PersistGate>
        </Suspense>
      ) : (
        content
      )}
    </Provider>
  );
}
