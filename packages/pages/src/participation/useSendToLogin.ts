import { useLocation, useNavigate } from 'react-router';
import { rememberReturnTo } from '../auth/returnTo';
import { pathTo } from '../routing/pathTo';

/** Sends a logged-out visitor to /login?t=login, to come back here afterwards. */
export function useSendToLogin(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => {
    const from = `${pathname}${search}`;
    rememberReturnTo(from);
    void navigate(pathTo('login', { t: 'login' }), { state: { from } });
  };
}
