import type { ShellLinkProps, ShellRouter } from '@art-portal/ui-shell/app-shell';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/** An in-app path that React Router's `Link` would print unchanged: absolute, no `.` or `..` segment, no `//`. */
const plainPath = /^\/(?!\/)(?!.*\/\.\.?(?:[/?#]|$))/;
const onServer = typeof document === 'undefined';

/**
 * The shell's links: hovering or focusing one loads its page's code, so the click finds it ready. On the server a link
 * is only its anchor, the same HTML `Link` prints: `Link`'s path resolution and handlers, none of which reaches the
 * HTML, were a tenth of the CPU of a page's shell (`pnpm bench:render`).
 */
function RouterShellLink({ to, target, ...rest }: ShellLinkProps) {
  if (onServer && plainPath.test(to)) return <a {...rest} href={to} target={target} data-discover="true" />;
  return <Link to={to} prefetch="intent" target={target} {...rest} />;
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
