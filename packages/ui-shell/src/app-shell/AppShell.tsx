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
  /** The breadcrumb bar's items; no bar without them. */
  breadcrumbs?: readonly Breadcrumb[];
  /** The page alone, without the navigation and the footer (登录). @default false */
  bare?: boolean;
  /** What the footer shows (links, QR code, copyright, filing); no footer without it. */
  footer?: FooterProps;
  /** The page, between the navigation and the footer. */
  children?: ReactNode;
}

/**
 * The page frame: top navigation and footer (neither on a bare page), the breadcrumb bar when given,
 * the page in `<main>`, and the back-to-top button.
 */
export function AppShell({
  router,
  mobile = false,
  breadcrumbs = [],
  bare = false,
  footer,
  children,
  ...navProps
}: AppShellProps) {
  return (
    <ShellRouterProvider router={router}>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        {bare ? null : <TopNav mobile={mobile} {...navProps} />}
        {breadcrumbs.length > 0 ? <BreadcrumbBar items={breadcrumbs} /> : null}
        <Box component="main" sx={{ flex: 1 }}>
          {children}
        </Box>
        {bare ? null : <Footer {...footer} />}
        <BackToTop />
      </Box>
    </ShellRouterProvider>
  );
}
