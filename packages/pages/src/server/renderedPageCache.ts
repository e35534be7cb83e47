import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

type CachedPage = { status: number; headers: [string, string][]; html: string; nonce: string; etag: string };

/** A page's nonce in its CSP header: `'nonce-…'`. */
const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

type Render = { render: () => Promise<Response>; passThrough?: Response; rendered?: CachedPage };

/**
 * Keeps each public page's rendered answer for a few seconds (as long as the API's own read cache), per URL and
 * device class. A hit is the same page with a fresh nonce in its scripts and policy: the HTML a CDN would have served,
 * without rendering it again. Requests for a page being rendered wait for that render, and an expired page is served
 * once more while it is rendered anew. Personal pages (no-store) and failures are never kept; a
 * page taken down (410) is, so that it replaces the page it was rather than leaving that one to be served stale again.
 * `forget` lets go of every kept page, as the API's read cache does when content changes or a picture's tiles are
 * published: no page rendered before it is served after it, stale or not (a render still running then answers its
 * requests and is kept under the generation it started in, which no request asks for again; the LRU bound drops them).
 */
export function createRenderedPageCache(options: { ttlMs: number; max: number }) {
  const pages = new LRUCache<string, CachedPage, Render>({
    max: options.max,
    ttl: options.ttlMs,
    allowStale: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const response = await context.render();
      const cacheable =
        (response.status === 200 || response.status === 404 || response.status === 410) &&
        /\bpublic\b/.test(response.headers.get('cache-control') ?? '');
      const nonce = nonceOf(response.headers.get('content-security-policy'));
      const etag = response.headers.get('etag');
      if (!cacheable || !nonce || !etag) {
        context.passThrough = response;
        return undefined;
      }
      context.rendered = {
        status: response.status,
        headers: [...response.headers],
        html: await response.text(),
        nonce,
        etag,
      };
      return context.rendered;
    },
  });

  function answer(page: CachedPage, request: Request): Response {
    const headers = new Headers(page.headers);
    if (request.headers.get('if-none-match') === page.etag) {
      headers.delete('content-security-policy');
      return new Response(null, { status: 304, headers });
    }
    const nonce = randomBytes(16).toString('base64');
    headers.set(
      'content-security-policy',
      (headers.get('content-security-policy') ?? '').replaceAll(page.nonce, nonce),
    );
    return new Response(page.html.replaceAll(page.nonce, nonce), { status: page.status, headers });
  }

  let generation = 0;
  return {
    async through(key: string, request: Request, render: () => Promise<Response>): Promise<Response> {
      const context: Render = { render };
      const page = await pages.fetch(`${generation} ${key}`, { context });
      // The request that rendered the page answers with it as rendered: its nonce is already its own.
      if (page && page === context.rendered)
        return new Response(page.html, { status: page.status, headers: page.headers });
      if (page) return answer(page, request);
      return context.passThrough ?? render();
    },
    forget(): void {
      // Not `clear()`, which would fail the requests waiting for a render: the older keys are never asked again.
      generation += 1;
    },
  };
}
