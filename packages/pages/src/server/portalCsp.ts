/** What the policy needs of the portal's settings: where the API is, and the storage hosts uploads are posted to. */
export type CspSettings = { apiBaseUrl: string; storageOrigins: readonly string[] };

/** The origins of the absolute URLs among `urls` (a relative API base is this origin, already 'self'). */
function originsOf(urls: readonly string[]): string[] {
  return urls.flatMap((url) => (/^https?:\/\//i.test(url) ? [new URL(url).origin] : []));
}

/**
 * The portal's Content-Security-Policy for one response: scripts from this origin and the inline ones carrying this
 * response's nonce (never 'unsafe-inline'); inline styles allowed (Emotion's critical CSS); pictures and videos from
 * this origin, data/blob URLs and HTTPS hosts (a CDN or object storage); requests to this origin, the API's when it
 * has its own, and the storage hosts uploads go to.
 */
export function portalCsp(nonce: string, config: CspSettings): string {
  const connect = ["'self'", ...new Set(originsOf([config.apiBaseUrl, ...config.storageOrigins]))];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    `connect-src ${connect.join(' ')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
