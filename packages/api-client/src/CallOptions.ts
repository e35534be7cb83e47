/** The optional last argument of every call: cancel it, or give it a time limit. */
export interface CallOptions {
  /**
   * Cancels the call when it aborts: the call rejects with an `ApiError` of kind `'aborted'` (or `'timeout'` when
   * the signal aborts with a `TimeoutError`, as `AbortSignal.timeout()` does), not notified. An already aborted
   * signal sends nothing.
   */
  signal?: AbortSignal | undefined;
  /**
   * Milliseconds the whole call may take (waiting to be sent, sending, reading the answer); after that it is
   * cancelled and rejects with an `ApiError` of kind `'timeout'`, not notified. `0` sets no limit.
   * @default the client's `timeout` (see `ApiClientOptions`), else 0
   */
  timeout?: number | undefined;
}
