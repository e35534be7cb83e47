/** Headers every response carries. */
const baseSecurityHeaders = {
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
  return isHttps(publicUrl)
    ? { ...baseSecurityHeaders, 'strict-transport-security': 'max-age=31536000' }
    : { ...baseSecurityHeaders };
}

/** Whether the browser reaches the server over TLS (which may end at a proxy in front of it). */
export function isHttps(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}
