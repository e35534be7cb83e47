import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Router state of a link that switches a page's view in place (产业合作's scenarios): the reader keeps their place. */
export const keepPlace = { keepPlace: true } as const;

function section(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/**
 * Opens every page at its top, once per page or record (`?id=`): a filter, a page number or a dialog in the query
 * keep the place. Another section always starts at the top; within a section, back and forward keep the position
 * the browser restores, and a link with {@link keepPlace} keeps the current one.
 */
export function useOpenAtTop(): void {
  const location = useLocation();
  const { pathname, search } = location;
  const state: unknown = location.state;
  const navigation = useNavigationType();
  const id = new URLSearchParams(search).get('id');
  const opened = useRef<{ pathname: string; id: string | null } | null>(null);

  useLayoutEffect(() => {
    const before = opened.current;
    opened.current = { pathname, id };
    if (before === null || (before.pathname === pathname && before.id === id)) return;
    const keeps = typeof state === 'object' && state !== null && 'keepPlace' in state;
    if (section(before.pathname) !== section(pathname) || (navigation !== NavigationType.Pop && !keeps)) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    // Only when the page or record changes, not on every change of the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, id]);
}
