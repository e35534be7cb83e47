import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * @fastify/helmet's options for a server reached at `publicUrl`: every answer is never sniffed, sends its origin
 * only to the same or a secure site, is never framed and keeps its window to itself; HSTS (a year, this host only)
 * when the site is https, so a browser never again asks it over plain HTTP. No Content-Security-Policy: each page's
 * is written by the renderer with the response's nonce, and each stored file's by the storage host. Helmet's other
 * headers stay off, so the answers carry what they carried before it.
 */
export function helmetOptions(publicUrl: string): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: false,
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: isHttps(publicUrl) ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}

/** Whether the browser reaches the server over TLS (which may end at a proxy in front of it). */
export function isHttps(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}
