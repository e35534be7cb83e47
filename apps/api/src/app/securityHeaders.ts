/** Headers every response carries. */
export const baseSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/**
 * The headers of every response of a server reached at `publicUrl`: {@link baseSecurityHeaders}, and HSTS (a year,
 * this host only) when that is https, so a browser never again asks the site over plain HTTP.
 */
export function securityHeadersFor(publicUrl: string): Record<string, string> {
  return isHttps(publicUrl) ? { ...baseSecurityHeaders, 'strict-transport-security': 'max-age=31536000' } : { ...baseSecurityHeaders };
}

/** Whether the browser reaches the server over TLS (which may end at a proxy in front of it). */
export function isHttps(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}

/**
 * The portal's Content-Security-Policy: no inline script; inline styles allowed (Emotion injects them);
 * pictures and videos from this origin, data/blob URLs and HTTPS hosts (a CDN or object storage).
 */
export function portalCsp(extraOrigins: string[]): string {
  const extra = extraOrigins.length ? ` ${extraOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${extra}`,
    `media-src 'self' blob: https:${extra}`,
    `connect-src 'self'${extra}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
