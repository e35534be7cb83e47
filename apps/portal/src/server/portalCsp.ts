/**
 * The portal's Content-Security-Policy for one response: scripts from this origin and the inline ones carrying this
 * response's nonce (never 'unsafe-inline'); inline styles allowed (Emotion's critical CSS); pictures and videos from
 * this origin, data/blob URLs and HTTPS hosts (a CDN or object storage).
 */
export function portalCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
