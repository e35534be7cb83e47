import { pathTo } from '../routing/pathTo';

const RETURN_TO_KEY = 'art-portal-return-to';

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

function isPortalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !isLoginPath(path);
}

/** True for the login page's own paths, which are never a place to return to. */
export function isLoginPath(path: string): boolean {
  const login = pathTo('login');
  return path === login || path.startsWith(`${login}?`) || path.startsWith(`${login}/`);
}

/** Remembers the page (path and query) a visitor should land on after logging in. */
export function rememberReturnTo(path: string): void {
  if (isPortalPath(path)) storage()?.setItem(RETURN_TO_KEY, path);
}

/** Where to go after logging in: the router state's `from`, else the remembered page, else /home. */
export function returnTarget(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from === 'string' && isPortalPath(from)) return from;
  const remembered = storage()?.getItem(RETURN_TO_KEY) ?? null;
  return remembered !== null && isPortalPath(remembered) ? remembered : pathTo('home');
}
