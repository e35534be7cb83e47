import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CORS of the storage host: the portal's origins (`PUBLIC_URL`'s and `CORS_ORIGINS`) may read stored files and
 * post uploads; no origin gets credentials, which signed uploads and public files never need.
 */
export function allowPortalOrigins(
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: readonly string[],
): void {
  const prior = reply.getHeader('vary');
  reply.header('vary', prior ? `${String(prior)}, Origin` : 'Origin');
  const origin = request.headers.origin;
  if (origin && allowed.includes(origin)) reply.header('access-control-allow-origin', origin);
}

/** The origins {@link allowPortalOrigins} lets in: the origin of `publicUrl` and the configured ones. */
export function portalOrigins(config: { publicUrl: string; corsOrigins: readonly string[] }): string[] {
  return [new URL(config.publicUrl).origin, ...config.corsOrigins];
}
