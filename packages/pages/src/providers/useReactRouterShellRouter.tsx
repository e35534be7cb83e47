/// <reference types="vite/client" />
import type { ShellLinkProps, ShellRouter } from '@art-portal/ui-shell/app-shell';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useOnline } from '../internal/useOnline';

/** A path React Router's `Link` prints unchanged (the portal has no basename): absolute, no `.`/`..` segment or `//`. */
const plainPath = /^\/(?!\/)(?!.*\/\.\.?(?:[/?#]|$))/;

/**
 * Hovering or focusing a link loads its page's code, so the click finds it ready; not offline, where the framework
 * answers a page's code failing to download by reloading the document, which offline is the browser's error page.
 */
function BrowserShellLink({ to, target, ...rest }: ShellLinkProps) {
  const online = useOnline();
  return <Link to={to} prefetch={online ? 'intent' : 'none'} target={target} {...rest} />;
}

/**
 * The shell's links. On the server a link is only its anchor, the same HTML `Link` prints: `Link`'s path resolution
 * and handlers, none of which reaches the HTML, were a tenth of the CPU of a page's shell (`pnpm bench:render`).
 */
function RouterShellLink({ to, target, ...rest }: ShellLinkProps) {
  // eslint-disable-next-line no-restricted-syntax -- not configuration: Vite's constant for the server's build, so the browser's bundle has no such branch
  if (import.meta.env.SSR && plainPath.test(to))
    return <a {...rest} href={to} target={target} data-discover="true" />;
  return <BrowserShellLink to={to} target={target} {...rest} />;
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
