import { selectIsLoggedIn, useAppSelector } from '@art-portal/state';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberReturnTo } from './returnTo';

/** Renders its children for a logged-in customer; sends anyone else to /login?t=login and back afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  if (loggedIn) return <>{children}</>;
  const from = `${pathname}${search}`;
  rememberReturnTo(from);
  return <Navigate to="/login?t=login" replace state={{ from }} />;
}
