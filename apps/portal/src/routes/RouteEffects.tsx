import { setBreadcrumb, useAppDispatch } from '@art-portal/state';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { findPageRoute, preloadHref } from './routeTable';

function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** Per navigation: the breadcrumb into the store, the document title, and scrolling to the top when the section changes. */
export function RouteEffects({ siteName }: { siteName: string }) {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const route = findPageRoute(pathname);
    dispatch(setBreadcrumb(route.breadcrumb(params)));
    document.title = `${route.name(params)} - ${siteName}`;
  }, [pathname, search, siteName, dispatch]);

  useEffect(() => {
    if (previousPath.current !== null && firstSegment(previousPath.current) !== firstSegment(pathname)) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    previousPath.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const preload = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
      const href = link?.getAttribute('href');
      if (href) void preloadHref(href);
    };
    document.addEventListener('pointerover', preload, { passive: true });
    document.addEventListener('focusin', preload);
    return () => {
      document.removeEventListener('pointerover', preload);
      document.removeEventListener('focusin', preload);
    };
  }, []);

  return null;
}
