import type { FastifyRequest } from 'fastify';

/** Query parameters that carry what a visitor typed into a search box: never written to a log with their address. */
const typedParameters = /([?&](?:q|keyword)=)[^&#]*/g;

/** A request URL as the log keeps it: what was typed into a search box left out. */
export function redactedUrl(url: string): string {
  return url.replace(typedParameters, '$1[omitted]');
}

/** The log's line of a request: Fastify's own fields, with the URL's typed words left out. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
