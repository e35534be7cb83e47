import type { ApiClientOptions } from '../ApiClientOptions';
import { browserXsrfToken } from './browserXsrfToken';
import { buildQueryString } from './buildQueryString';
import { networkFailure, settleResponse } from './errorCatalogue';
import { postToStorage, type StoragePost } from './postToStorage';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf';
import { xsrfFromSetCookie } from './xsrfFromSetCookie';

/** One API call as the resource modules describe it. */
export interface CallSpec {
  method: 'GET' | 'POST';
  path: string;
  query?: object;
  body?: object;
}

/** What the resource modules call: the HTTP side of one client. */
export interface Transport {
  /** Sends a call and resolves to the envelope's `data`, or rejects with an ApiError. */
  call<T>(spec: CallSpec): Promise<T>;
  /** Posts a multipart form to storage; rejects with an ApiError (never notified but for no response). */
  postToStorage(post: StoragePost): Promise<void>;
}

/** Where a relative URL points: the page's base in a browser, nothing in Node (a relative URL is then an error). */
function pageBase(): string | undefined {
  const page = globalThis as { document?: { baseURI?: string }; location?: { href: string } };
  return page.document?.baseURI ?? page.location?.href;
}

/** The body as axios's `response.data` was: parsed JSON, else the text as it came ('' when empty). */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Creates the HTTP side of one client: `fetch` for the calls, axios (loaded on first use) for uploads. */
export function createTransport(options: ApiClientOptions): Transport {
  const baseURL = (options.baseURL ?? '/api').replace(/\/+$/, '');
  const useJar = options.xsrfCookieJar ?? !('document' in globalThis);
  let jarToken: string | undefined;

  function urlOf({ path, query }: CallSpec): URL {
    const full = baseURL ? `${baseURL}/${path.replace(/^\/+/, '')}` : path;
    const search = query ? buildQueryString(query) : '';
    return new URL(search ? `${full}${full.includes('?') ? '&' : '?'}${search}` : full, pageBase());
  }

  function headersFor(method: CallSpec['method'], url: URL, hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
    if (hasBody) headers['Content-Type'] = 'application/json';
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const xsrf = options.getXsrfToken?.() ?? (useJar ? jarToken : undefined);
    if (useJar && xsrf) headers.Cookie = `${XSRF_COOKIE}=${xsrf}`;
    const echoed = method === 'GET' ? undefined : (xsrf ?? browserXsrfToken(url));
    if (echoed) headers[XSRF_HEADER] = echoed;
    return headers;
  }

  async function send(spec: CallSpec, url: URL, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
    const response = await fetch(url, {
      method: spec.method,
      headers,
      body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
      credentials: 'include',
    });
    if (useJar) jarToken = xsrfFromSetCookie(response.headers) ?? jarToken;
    return { status: response.status, body: parseBody(await response.text()) };
  }

  return {
    async call<T>(spec: CallSpec): Promise<T> {
      let status: number;
      let body: unknown;
      try {
        const url = urlOf(spec);
        let headers = headersFor(spec.method, url, spec.body !== undefined);
        ({ status, body } = await send(spec, url, headers));
        // A client's first non-GET call can come before the server has set XSRF-TOKEN (Node's jar starts
        // empty, a browser page may have no cookie yet): the double-submit check refuses it with 403 and sets
        // the cookie in that answer. The refused call did nothing, so it is sent once more, echoing the cookie.
        if (status === 403 && !(XSRF_HEADER in headers)) {
          headers = headersFor(spec.method, url, spec.body !== undefined);
          if (XSRF_HEADER in headers) ({ status, body } = await send(spec, url, headers));
        }
      } catch (e) {
        throw networkFailure(options, e);
      }
      const settled = settleResponse(options, status, body);
      if ('error' in settled) throw settled.error;
      return settled.data as T;
    },

    postToStorage: (post) => postToStorage(options, post),
  };
}
