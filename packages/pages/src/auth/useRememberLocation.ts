import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberReturnTo } from './returnTo';

/**
 * Remembers every page the visitor sees (but the login page), so that login, whether reached by the
 * 登录 link, a guarded route or a session the server ended, returns there.
 */
export function useRememberLocation(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    rememberReturnTo(`${pathname}${search}`);
  }, [pathname, search]);
}
