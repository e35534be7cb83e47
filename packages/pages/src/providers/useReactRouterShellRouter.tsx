import type { ShellLinkProps, ShellRouter } from '@art-portal/ui-shell/app-shell';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

function RouterShellLink({ to, ...rest }: ShellLinkProps) {
  return <Link to={to} {...rest} />;
}

/** Adapts react-router to the shell's routing port. */
export function useReactRouterShellRouter(): ShellRouter {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useMemo(() => ({ pathname, navigate: (to: string) => void navigate(to), Link: RouterShellLink }), [pathname, navigate]);
}
