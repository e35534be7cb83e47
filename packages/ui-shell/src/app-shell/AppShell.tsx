import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ShellRouterProvider } from '../router/ShellRouterContext';
import type { ShellRouter } from '../router/ShellRouter';
import { BackToTop } from './BackToTop';
import { BreadcrumbBar, type Breadcrumb } from './BreadcrumbBar';
import { Footer, type FooterProps } from './Footer';
import { TopNav, type TopNavProps } from './TopNav';

/** Props of {@link AppShell}. */
export interface AppShellProps extends Omit<TopNavProps, 'mobile'> {
  /** Where the shell reads the current path and navigates: the portal's React Router, or an in-memory one in stories. */
  router: ShellRouter;
  /** Mobile layout (the device flag). @default false */
  mobile?: boolean;
  /** The current page's breadcrumb; the bar shows only on /news/index. */
  breadcrumbs?: readonly Breadcrumb[];
  /** What the footer shows (links, QR code, copyright, filing); no footer without it. */
  footer?: FooterProps;
  /** The page, between the navigation and the footer. */
  children?: ReactNode;
}

/**
 * The page frame: top navigation and footer (both hidden on /login), the breadcrumb bar on /news/index,
 * the page in `<main>`, and the back-to-top button.
 */
export function AppShell({
  router,
  mobile = false,
  breadcrumbs = [],
  footer,
  children,
  ...navProps
}: AppShellProps) {
  const onLogin = router.pathname === '/login' || router.pathname.startsWith('/login/');
  const showBreadcrumbs = router.pathname.startsWith('/news/index') && breadcrumbs.length > 0;
  return (
    <ShellRouterProvider router={router}>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        {onLogin ? null : <TopNav mobile={mobile} {...navProps} />}
        {showBreadcrumbs ? <BreadcrumbBar items={breadcrumbs} /> : null}
        <Box component="main" sx={{ flex: 1 }}>
          {children}
        </Box>
        {onLogin ? null : <Footer {...footer} />}
        <BackToTop />
      </Box>
    </ShellRouterProvider>
  );
}
