import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalRenderer } from './PortalRenderer';

function webRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(request.url, origin), { method: request.method, headers });
}

async function send(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/**
 * Whether a GET or HEAD that no route and no built file took is a page for the renderer: paths under the contract's,
 * the storage's and the other reserved prefixes keep their own 404s.
 */
export function isPortalPath(request: FastifyRequest, reserved: readonly string[]): boolean {
  const path = request.url.split('?')[0] ?? '';
  return !reserved.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Answers `request` with the rendered page; a renderer that throws answers 500 with a plain Chinese page. */
export async function renderPortal(
  app: FastifyInstance,
  render: PortalRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
): Promise<FastifyReply> {
  try {
    return await send(reply, await render(webRequest(request, origin)));
  } catch (error) {
    app.log.error({ err: error }, 'rendering the portal failed');
    return reply
      .code(500)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>服务错误</title><p>服务错误，请稍后重试</p></html>',
      );
  }
}
