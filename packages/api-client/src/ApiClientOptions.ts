/** Level of a message the client asks the UI to show. */
export type NotifyLevel = 'success' | 'info' | 'warning' | 'error';

/**
 * The `fetch` a client sends its calls through: it is given the URL as a string and the `RequestInit` to send
 * (method, headers, body, `credentials: 'include'` and the call's `signal`). The platform's `fetch` fits.
 */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Options of {@link createApiClient}; every hook is optional and defaults to doing nothing. */
export interface ApiClientOptions {
  /**
   * Where the API lives. A relative URL resolves against the page in a browser; Node needs an absolute one.
   * @default '/api'
   */
  baseURL?: string | undefined;
  /** The stored token; when it returns one, requests carry `Authorization: Bearer <token>`. */
  getToken?: (() => string | null | undefined) | undefined;
  /** Forget the stored token (the server no longer accepts it). */
  clearToken?: (() => void) | undefined;
  /**
   * Show a message (a toast). The client calls it, always with level `'error'`, for the rows of the error
   * catalogue it handles itself; the error it then rejects with has `notified: true`.
   */
  notify?: ((level: NotifyLevel, message: string) => void) | undefined;
  /** The customer must log in again (e.g. go to the login page). Called for code 10001 and HTTP 401, after `clearToken`. */
  onUnauthenticated?: (() => void) | undefined;
  /**
   * Close any loading indicator. Called only for body code 10001 in a normal answer (the catalogue's first
   * row), before `onUnauthenticated`; on every other failure the call just rejects, so close it where you await.
   */
  closeLoading?: (() => void) | undefined;
  /**
   * The anti-forgery token to echo in `X-XSRF-TOKEN` on every non-GET request. Browsers on the API's own
   * origin need nothing: the `XSRF-TOKEN` cookie is echoed automatically. Give it for cross-origin browser use.
   */
  getXsrfToken?: (() => string | null | undefined) | undefined;
  /**
   * Keep the `XSRF-TOKEN` cookie the server sets and send it back (as a `Cookie` header and as
   * `X-XSRF-TOKEN` on non-GET requests), as a browser would. Node has no cookie jar, so this defaults to
   * `true` where there is no `document` and to `false` in browsers, which forbid setting `Cookie`.
   * A non-GET call refused with 403 while the cookie changed (none yet, or a new one) is sent again with it, at most twice.
   */
  xsrfCookieJar?: boolean | undefined;
  /**
   * Every call and the upload signature go through this `fetch` (to add headers, trace, go through a proxy, or
   * answer in tests). The upload to storage itself does not: it needs upload progress, which `fetch` cannot report.
   * @default the platform's `fetch`, looked up at each call
   */
  fetch?: FetchFunction | undefined;
  /**
   * Milliseconds a call may take before it rejects with an `ApiError` of kind `'timeout'`, unless the call gives its
   * own `timeout` (see `CallOptions`). `0` sets no limit; Node's own `fetch` still gives up on a server silent for 5 minutes.
   * @default 0
   */
  timeout?: number | undefined;
}
