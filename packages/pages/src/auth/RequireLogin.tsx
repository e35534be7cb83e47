import { selectIsLoggedIn, selectIsSessionKnown, useAppSelector } from '@art-portal/state';
import { PageSkeleton } from '@art-portal/ui-shell/feedback';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberReturnTo } from './returnTo';

/**
 * Renders its children for a logged-in customer; sends anyone else to /login?t=login and back afterwards. Until the
 * browser has said who is there (the server's HTML, and its hydration, never know) it holds the page's place.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const known = useAppSelector(selectIsSessionKnown);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname, search } = useLocation();
  if (!known) return <PageSkeleton />;
  if (loggedIn) return <>{children}</>;
  const from = `${pathname}${search}`;
  rememberReturnTo(from);
  return <Navigate to="/login?t=login" replace state={{ from }} />;
}
