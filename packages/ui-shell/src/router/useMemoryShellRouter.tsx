import { useEffect, useMemo, useRef, useState } from 'react';
import type { ShellLinkProps, ShellRouter } from './ShellRouter';

/**
 * An in-memory `ShellRouter` for stories and tests: links render `#<path>` like the portal's hash routes,
 * clicks and `navigate` update `pathname` without touching the page's location.
 */
export function useMemoryShellRouter(initialPath: string, onNavigate?: (to: string) => void): ShellRouter {
  const [path, setPath] = useState(initialPath);
  const onNavigateRef = useRef(onNavigate);
  useEffect(() => {
    onNavigateRef.current = onNavigate;
  }, [onNavigate]);
  const [navigate] = useState(() => (to: string) => {
    setPath(to);
    onNavigateRef.current?.(to);
  });
  const [Link] = useState(
    () =>
      function MemoryLink({ to, onClick, children, ...rest }: ShellLinkProps) {
        return (
          <a
            {...rest}
            href={`#${to}`}
            onClick={(event) => {
              onClick?.(event);
              if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
              event.preventDefault();
              navigate(to);
            }}
          >
            {children}
          </a>
        );
      },
  );
  return useMemo(() => ({ pathname: path.split('?')[0] ?? path, navigate, Link }), [path, navigate, Link]);
}
