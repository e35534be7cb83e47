import { setBreadcrumb, useAppDispatch } from '@art-portal/state';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { findPageRoute, preloadHref } from './routeTable';

/** Per navigation: the breadcrumb into the store and the document title; hovering or focusing a link preloads its page. */
export function RouteEffects({ siteName }: { siteName: string }) {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const route = findPageRoute(pathname);
    dispatch(setBreadcrumb(route.breadcrumb(params)));
    document.title = `${route.name(params)} - ${siteName}`;
  }, [pathname, search, siteName, dispatch]);

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
