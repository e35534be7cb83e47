import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AppShell, preloadable, useShellRouter, type NavItems } from '@art-portal/ui-shell/app-shell';
import {
  portalApi,
  selectBreadcrumb,
  selectIsLoading,
  selectIsLoggedIn,
  selectIsMobile,
  selectIsSessionKnown,
  setBreadcrumb,
  useAppSelector,
  useAppStore,
  useUserInfo,
} from '@art-portal/state';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { Crumb } from '../routing/Crumb';
import { isPortalRouteHandle } from '../routing/PortalRouteHandle';
import { claimDrafts } from '../auth/draftOwner';
import { clearDrafts } from '../auth/useDraft';
import { useRememberLocation } from '../auth/useRememberLocation';
import { useSessionDialog } from '../auth/useSessionDialog';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { useOpenAtTop } from '../internal/useOpenAtTop';
import { usePortalSettings } from '../providers/PortalSettingsContext';
import { pathTo } from '../routing/pathTo';
import { shellLinks } from './shellLinks';
import { OfflineNavigationGuard } from './OfflineNavigationGuard';
import { useHeaderSearch } from './useHeaderSearch';

const loadingBar = preloadable(() => import('./LoadingBar').then((m) => m.LoadingBar));
const AccountDialogs = lazy(() => import('./AccountDialogs').then((m) => ({ default: m.AccountDialogs })));

const accountDialogs = ['verification', 'personal-center'] as const;

function sameCrumbs(a: readonly Crumb[], b: readonly Crumb[]): boolean {
  return (
    a.length === b.length &&
    a.every((crumb, index) => crumb.name === b[index]?.name && crumb.path === b[index]?.path)
  );
}

/**
 * The page shown's frame (bare, breadcrumb bar) and breadcrumb, from its route's handle and query. The breadcrumb is
 * kept in the store for whoever reads it there, also after the persisted state comes back (it holds the last page's).
 * Kept in step by a store listener, not a selector: the layout does not re-render for its own write, which on a first
 * load landed in the task that ends hydration (docs/quality.md § Where the mobile TBT goes).
 */
function useRouteFrame() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const store = useAppStore();
  const handle = matches.map((match) => match.handle).findLast(isPortalRouteHandle);
  const breadcrumbs = useMemo(
    () => handle?.breadcrumb(new URLSearchParams(search), pathname) ?? [],
    [handle, search, pathname],
  );
  useEffect(() => {
    const keepInStep = () => {
      if (!sameCrumbs(selectBreadcrumb(store.getState()), breadcrumbs))
        store.dispatch(setBreadcrumb(breadcrumbs));
    };
    keepInStep();
    return store.subscribe(keepInStep);
  }, [store, breadcrumbs]);
  return { breadcrumbs, bare: handle?.bare ?? false, breadcrumbBar: handle?.breadcrumbBar ?? false };
}

/** Props of {@link PortalLayout}. */
export interface PortalLayoutProps {
  /** The top navigation (`portalNav`, which the root loader sends so that the scripts need not build it). */
  nav: NavItems;
}

/** The shell connected to the store: the customer, the breadcrumb, loading, logout and the account dialogs. */
export function PortalLayout({ nav }: PortalLayoutProps) {
  const router = useShellRouter();
  const settings = usePortalSettings();
  const mobileDevice = useAppSelector(selectIsMobile);
  // A narrow desktop window gets the mobile shell too, so nothing overflows at 360 px. Hydration assumes what the
  // server did from the User-Agent, so a phone's shell is not rendered again right after it (a desktop browser in a
  // narrow window still is).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('shell'), {
    defaultMatches: mobileDevice,
  });
  const mobile = mobileDevice || narrow;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userInfo = useUserInfo();
  const sessionKnown = useAppSelector(selectIsSessionKnown);
  const { breadcrumbs, bare, breadcrumbBar } = useRouteFrame();
  const search = useHeaderSearch();
  const loading = useAppSelector(selectIsLoading);
  const [logout] = portalApi.endpoints.customerLogout.useMutation();
  const footer = useMemo(
    () => ({
      links: settings.footerLinks,
      qrCodeSrc: settings.qrCodeUrl,
      copyright: settings.copyright,
      filing: { label: settings.filingNumber, href: settings.filingUrl },
    }),
    [settings],
  );
  // The same element on every render: what re-renders the shell once hydrated (the browser's session and persisted
  // state, the window's width) leaves the page alone.
  const page = useMemo(
    () => (
      // Pages set their own sizes; text they inherit must not follow the device-scaled body font size. The page fills
      // the window, so the footer starts below the fold and a page growing as its data arrives never shifts anything.
      <Box sx={{ fontSize: 16, minHeight: '100vh' }}>
        {/* No Suspense boundary here: the framework loads a page's module before it renders, and a boundary would
            let the page hydrate after the providers have read the browser's session, against the server's HTML. */}
        <Outlet />
      </Box>
    ),
    [],
  );
  // A session that did not start on 登录 here (a remembered token) must not inherit another customer's drafts either.
  const customerPhone = loggedIn ? userInfo?.phone : undefined;
  useEffect(() => {
    if (customerPhone) claimDrafts(customerPhone);
  }, [customerPhone]);
  useRememberLocation();
  useOpenAtTop();
  const {
    dialog,
    open: openDialog,
    close: closeDialog,
  } = useSessionDialog(accountDialogs, loggedIn, customerPhone);

  return (
    <AppShell
      router={router}
      mobile={mobile}
      siteName={settings.siteName}
      user={!sessionKnown ? undefined : loggedIn ? (userInfo ?? {}) : null}
      nav={nav}
      links={shellLinks}
      search={search}
      bare={bare}
      breadcrumbs={breadcrumbBar ? breadcrumbs : undefined}
      footer={footer}
      onOpenVerification={() => openDialog('verification')}
      onOpenPersonalCenter={() => openDialog('personal-center')}
      onLogout={() => {
        clearDrafts();
        void logout().finally(() => router.navigate(pathTo('home')));
      }}
    >
      {loading && <loadingBar.Component />}
      {page}
      <OfflineNavigationGuard />
      {dialog && (
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <AccountDialogs dialog={dialog} onClose={closeDialog} />
          </Suspense>
        </RouteErrorBoundary>
      )}
    </AppShell>
  );
}
