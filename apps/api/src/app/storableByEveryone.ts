/**
 * Whether a shared cache (a CDN, the proxy) may keep this answer for every visitor: its `Cache-Control` says
 * `public`. Such an answer must not set a cookie, or the cache hands one visitor's cookie to all of them, or, as
 * most do, stores nothing that sets one.
 */
export function storableByEveryone(cacheControl: unknown): boolean {
  const value = Array.isArray(cacheControl)
    ? cacheControl.join(',')
    : typeof cacheControl === 'string'
      ? cacheControl
      : '';
  return /(?:^|,)\s*public\s*(?:,|$)/i.test(value);
}
