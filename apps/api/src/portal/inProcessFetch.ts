import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` that answers requests for `origin` with `app` itself (Fastify's `inject`: the same routes, hooks, read
 * cache and limits, without a socket, HTTP parsing or a client on either side) once `app()` has one; other URLs, and
 * every request before that, go to `fallback`.
 */
export function inProcessFetch(
  app: () => FastifyInstance | undefined,
  origin: string,
  fallback: typeof fetch,
): typeof fetch {
  return async (input, init) => {
    const target = app();
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : null;
    if (!target || href === null || !href.startsWith(`${origin}/`)) return fallback(input, init);
    const url = new URL(href);
    const answer = await target.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers)),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
      else if (value !== undefined) headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    // A Buffer is the Uint8Array a body takes (DOM's types, which this package includes, ask for its buffer's kind).
    const body = empty ? null : (answer.rawPayload as Uint8Array<ArrayBuffer>);
    return new Response(body, { status: answer.statusCode, headers });
  };
}
