// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- jsdom has no types of its own; the portal compiles this file without the package's ambient files
/// <reference path="./jsdom.d.ts" />
import { createApiClient } from '@art-portal/api-client';
import { provideSanitizerWindow } from '@art-portal/ui-shell/content';
import { isMobileUserAgent } from '@art-portal/ui-shell/device';
import { JSDOM } from 'jsdom';
import { randomBytes } from 'node:crypto';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PortalServerContext } from '../routing/PortalServerContext';
import { createRenderedPageCache } from './renderedPageCache';

/** Where the renderer finds the API, and the address pages are shared under. */
export type PortalRendererOptions = {
  /** An absolute URL of the API, e.g. `http://127.0.0.1:4173/api` (the same process) or an internal host. */
  apiBaseUrl: string;
  /** The public origin, e.g. `https://art.example.cn` (canonical URLs, share cards, the sitemap). */
  publicUrl: string;
  /** The fetch the API client calls through (tracing, a proxy); the platform's by default. */
  fetch?: typeof fetch;
  /**
   * Whether public pages are kept 5 s (the default). A renderer of drafts (the back office's 预览) keeps none: each of
   * its renders is of what was saved last, for one staff member.
   */
  cachePages?: boolean;
};

/** A Web-standard handler of the portal's pages; `forget` drops the pages it keeps (the API's content changed). */
export type PortalRenderer = ((request: Request) => Promise<Response>) & { forget: () => void };

/**
 * The portal's renderer over the framework's server build: a Web-standard handler (`Request` in, `Response` out) of
 * every page, the sitemap and robots.txt. One API client serves every request: it never carries a customer's token.
 * A public page's render is kept 5 s per URL and device class: a render still costs 25–90 ms of CPU (`pnpm
 * bench:render`), and without it a burst on one URL that reaches the instance (no CDN, or its misses) costs a render
 * per request. A render counts nothing, so the kept page is the page.
 */
export function createPortalRenderer(build: ServerBuild, options: PortalRendererOptions): PortalRenderer {
  provideSanitizerWindow(new JSDOM('').window);
  // The double-submit check only needs the cookie and the header to agree: this client sends its own.
  const xsrf = randomBytes(18).toString('base64url');
  const portal: PortalServerContext = {
    api: createApiClient({
      baseURL: options.apiBaseUrl,
      getXsrfToken: () => xsrf,
      xsrfCookieJar: true,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
    publicUrl: options.publicUrl.replace(/\/$/, ''),
  };
  const handle = createRequestHandler(build, 'production');
  if (options.cachePages === false)
    return Object.assign((request: Request) => handle(request, { portal }), { forget: () => {} });
  const cache = createRenderedPageCache({ ttlMs: 5000, max: 1000 });
  const render = (request: Request) => {
    if (request.method !== 'GET') return handle(request, { portal });
    const device = isMobileUserAgent(request.headers.get('user-agent') ?? '') ? 'mobile' : 'desktop';
    return cache.through(`${device} ${request.url}`, request, () => handle(request, { portal }));
  };
  return Object.assign(render, { forget: () => cache.forget() });
}
