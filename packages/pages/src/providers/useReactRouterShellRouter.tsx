import type { ShellLinkProps, ShellRouter } from '@art-portal/ui-shell/app-shell';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/** The shell's links: hovering or focusing one loads its page's code, so the click finds it ready. */
function RouterShellLink({ to, ...rest }: ShellLinkProps) {
  return <Link to={to} prefetch="intent" {...rest} />;
}

/** Adapts react-router to the shell's routing port. */
export function useReactRouterShellRouter(): ShellRouter {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({ pathname, navigate: (to: string) => void navigate(to), Link: RouterShellLink }),
    [pathname, navigate],
  );
}
