import type { ReactNode } from 'react';
import { AppBar, Layout, useGetIdentity } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { accountPaths } from '../auth/accountPaths';
import type { StaffIdentity } from '../auth/createAuthProvider';
import { AdminMenu } from './AdminMenu';
import { pageName } from './pageName';
import { useDocumentTitle } from './useDocumentTitle';

/** The app bar in the portal's primary blue (react-admin's default is the secondary colour). */
function PrimaryAppBar() {
  return <AppBar color="primary" />;
}

/**
 * react-admin's layout with the back office's menu and tab titles. A session that must first change its one-time
 * password, or (a 管理员) turn on the 动态验证码, goes to that page: the server refuses everything else until then.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useDocumentTitle(pageName(pathname));
  const staff = (useGetIdentity().identity as StaffIdentity | undefined)?.staff;
  if (staff?.mustChangePassword) return <Navigate to={accountPaths.password} replace />;
  if (staff?.totpRequired) return <Navigate to={accountPaths.totp} replace />;
  return (
    <Layout menu={AdminMenu} appBar={PrimaryAppBar}>
      {children}
    </Layout>
  );
}
