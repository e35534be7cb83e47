import type { ReactNode } from 'react';
import { ShellRouterProvider } from '../router/ShellRouterContext';
import { staticClasses } from '../theme/staticClasses';
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

const useAppShellClasses = staticClasses((part: 'frame' | 'main') =>
  part === 'frame' ? { minHeight: '100vh', display: 'flex', flexDirection: 'column' } : { flex: 1 },
);

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
  const classOf = useAppShellClasses();
  return (
    <ShellRouterProvider router={router}>
      <div className={classOf('frame')}>
        {bare ? null : <TopNav mobile={mobile} {...navProps} />}
        {breadcrumbs.length > 0 ? <BreadcrumbBar items={breadcrumbs} /> : null}
        <main className={classOf('main')}>{children}</main>
        {bare ? null : <Footer {...footer} />}
        <BackToTop />
      </div>
    </ShellRouterProvider>
  );
}
