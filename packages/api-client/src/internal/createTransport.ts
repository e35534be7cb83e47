import type { ApiClientOptions } from '../ApiClientOptions';
import type { CallOptions } from '../CallOptions';
import { browserXsrfToken } from './browserXsrfToken';
import { cancelledCall, networkFailure, settleResponse } from './errorCatalogue';
import { callSignal, cancelKind } from './callSignal';
import { XSRF_COOKIE, XSRF_HEADER } from './xsrf';
import { xsrfFromSetCookie } from './xsrfFromSetCookie';

/** One API call as the resource modules describe it. */
interface CallSpec {
  method: 'GET' | 'POST';
  path: string;
  query?: object;
  body?: object;
}

/** What the resource modules call: the HTTP side of one client. */
export interface Transport {
  /** Sends a call and resolves to the envelope's `data`, or rejects with an ApiError. */
  call<T>(spec: CallSpec, options?: CallOptions): Promise<T>;
  /** The client's options (the upload to storage, which does not go through `call`, reads `notify`). */
  readonly options: ApiClientOptions;
}

/** How often a non-GET refused with 403 is sent again with a token that changed meanwhile. */
const MAX_RESENDS = 2;

/** Where a relative URL points: the page's base in a browser, nothing in Node (a relative URL is then an error). */
function pageBase(): string | undefined {
  const page = globalThis as { document?: { baseURI?: string }; location?: { href: string } };
  return page.document?.baseURI ?? page.location?.href;
}

function isAbsolute(url: string): boolean {
  try {
    return new URL(url).protocol !== '';
  } catch {
    return false;
  }
}

/**
 * The base URL, if a request can be made with it: an absolute one anywhere, a relative one only where a page gives
 * it a base. Otherwise every call would fail as if offline, so the misconfiguration is reported once, here.
 */
function checkedBaseURL(baseURL: string): string {
  if (pageBase() !== undefined || isAbsolute(baseURL)) return baseURL;
  throw new TypeError(
    `createApiClient: baseURL "${baseURL}" is relative, and there is no page to resolve it against (no document, as in Node). ` +
      `Pass an absolute baseURL, such as createApiClient({ baseURL: 'https://api.example.com/api' }).`,
  );
}

/** The query string of a call's arguments, which are flat: `undefined` and `null` are left out. */
function searchOf(query: object): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]): [string, string] => [key, String(value as string | number | boolean)]);
  return new URLSearchParams(pairs).toString();
}

/** Settles as `promise` does, or rejects as soon as `signal` aborts (for a given fetch that ignores the signal). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  promise.catch(() => undefined); // its rejection after an abort is expected, not unhandled
  return new Promise((resolve, reject) => {
    const stop = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
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

/** Creates the HTTP side of one client's calls, sent through `options.fetch` or the platform's `fetch`. */
export function createTransport(options: ApiClientOptions): Transport {
  const baseURL = checkedBaseURL(options.baseURL ?? '/api').replace(/\/+$/, '');
  const useJar = options.xsrfCookieJar ?? !('document' in globalThis);
  let jarToken: string | undefined;

  function urlOf({ path, query }: CallSpec): URL {
    const full = baseURL ? `${baseURL}/${path.replace(/^\/+/, '')}` : path;
    const search = query ? searchOf(query) : '';
    return new URL(search ? `${full}${full.includes('?') ? '&' : '?'}${search}` : full, pageBase());
  }

  /** The token a request to `url` would carry now: the given one, the jar's, or the page's cookie. */
  function currentXsrf(url: URL): string | undefined {
    return (
      (options.getXsrfToken?.() ?? (useJar ? jarToken : undefined) ?? browserXsrfToken(url)) || undefined
    );
  }

  /** Whether this client can learn a token for `url` at all (not a page calling another origin on its own). */
  function readsXsrf(url: URL): boolean {
    const page = globalThis as { location?: { origin: string } };
    return options.getXsrfToken !== undefined || useJar || url.origin === page.location?.origin;
  }

  function headersFor(method: CallSpec['method'], url: URL, hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
    if (hasBody) headers['Content-Type'] = 'application/json';
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const xsrf = currentXsrf(url);
    if (useJar && xsrf) headers.Cookie = `${XSRF_COOKIE}=${xsrf}`;
    if (xsrf && method !== 'GET') headers[XSRF_HEADER] = xsrf;
    return headers;
  }

  // Every answer to a request without the cookie sets a new XSRF-TOKEN, so a client that has no token (a first
  // visit, a cleared cookie) sends one request first and the others of that moment once it is answered: they then
  // all carry the token it set. They wait once, so a server that sets no cookie only delays them by that answer.
  let firstAnswer: Promise<void> | undefined;

  async function send(
    spec: CallSpec,
    url: URL,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<{ status: number; body: unknown }> {
    // Called as a plain function: a browser's fetch called as a method of `options` throws "Illegal invocation".
    const fetchCall = options.fetch ?? fetch;
    const init: RequestInit = {
      method: spec.method,
      headers,
      body: spec.body === undefined ? null : JSON.stringify(spec.body),
      credentials: 'include',
      signal,
    };
    const response = await untilAborted(fetchCall(url.href, init), signal);
    if (useJar) jarToken = xsrfFromSetCookie(response.headers) ?? jarToken;
    return { status: response.status, body: parseBody(await untilAborted(response.text(), signal)) };
  }

  return {
    async call<T>(spec: CallSpec, callOptions: CallOptions = {}): Promise<T> {
      const signal =
        callSignal({
          signal: callOptions.signal,
          timeout: callOptions.timeout ?? options.timeout,
        }) ?? new AbortController().signal;
      let status: number;
      let body: unknown;
      try {
        signal.throwIfAborted();
        const url = urlOf(spec);
        const cold = readsXsrf(url) && currentXsrf(url) === undefined;
        if (cold && firstAnswer) await untilAborted(firstAnswer, signal);
        let headers = headersFor(spec.method, url, spec.body !== undefined);
        const sending = send(spec, url, headers, signal);
        if (cold && !firstAnswer) {
          const settled = (): void => {
            firstAnswer = undefined;
          };
          firstAnswer = sending.then(settled, settled);
        }
        ({ status, body } = await sending);
        // The double-submit check refuses a non-GET whose X-XSRF-TOKEN is not the XSRF-TOKEN cookie it arrived
        // with: none yet (a client's first call), or one another answer replaced in flight (concurrent calls of a
        // client without the cookie each get a new one). A refused call did nothing, so it is sent again while
        // the token to echo has changed since it was sent, at most MAX_RESENDS times.
        for (let resends = 0; status === 403 && resends < MAX_RESENDS; resends++) {
          const next = headersFor(spec.method, url, spec.body !== undefined);
          if (next[XSRF_HEADER] === undefined || next[XSRF_HEADER] === headers[XSRF_HEADER]) break;
          headers = next;
          ({ status, body } = await send(spec, url, headers, signal));
        }
      } catch (e) {
        const cancelled = cancelKind(signal);
        throw cancelled ? cancelledCall(cancelled, e) : networkFailure(options, e);
      }
      const settled = settleResponse(options, status, body);
      if ('error' in settled) throw settled.error;
      return settled.data as T;
    },

    options,
  };
}
