/** Level of a message the client asks the UI to show. */
export type NotifyLevel = 'success' | 'info' | 'warning' | 'error';

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
}
