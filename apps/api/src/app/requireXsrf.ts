import type { FastifyReply, FastifyRequest } from 'fastify';

/** The XSRF cookie and header of the contract's double-submit check. */
export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'x-xsrf-token';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How the `XSRF-TOKEN` cookie is set: readable by the portal's script, and sent over HTTPS only when the site is. */
export function xsrfCookieOptions(secure: boolean) {
  return { path: '/', sameSite: 'lax', httpOnly: false, secure } as const;
}

/**
 * The contract's double-submit check: a state-changing call other than GET, HEAD or OPTIONS must echo the
 * `XSRF-TOKEN` cookie in `X-XSRF-TOKEN`. It is the `onRequest` hook of the contract's writes (`reads: false`) only,
 * so it covers exactly them whatever `API_PREFIX` is: a POST that only reads is authorised by its Bearer header, the
 * storage host signs its uploads and the admin review has its own secret.
 */
export async function requireXsrf(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (safeMethods.has(request.method)) return undefined;
  const cookieValue = request.cookies[xsrfCookie];
  const header = request.headers[xsrfHeader];
  if (!cookieValue || typeof header !== 'string' || header !== cookieValue) {
    return reply.code(403).send({ code: '403', msg: '请求校验失败，请刷新页面后重试' });
  }
  return undefined;
}
