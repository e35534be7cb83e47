import { XSRF_COOKIE } from './xsrf';

interface BrowserPage {
  document?: { cookie?: string };
  location?: { origin: string };
}

/**
 * The `XSRF-TOKEN` cookie of the page, read as axios read it: only in a browser page, and only for a
 * request to the page's own origin (a cookie is never echoed to another origin).
 */
export function browserXsrfToken(url: URL): string | undefined {
  const page = globalThis as BrowserPage;
  if (page.document === undefined || url.origin !== page.location?.origin) return undefined;
  for (const part of (page.document.cookie ?? '').split(';')) {
    const cookie = part.trimStart();
    const eq = cookie.indexOf('=');
    if (eq === -1 || cookie.slice(0, eq) !== XSRF_COOKIE) continue;
    const value = cookie.slice(eq + 1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
