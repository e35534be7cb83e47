import { SERVER_ERROR_MESSAGE } from './internal/errorMessages';

/**
 * What went wrong, one of the rows of the error catalogue:
 * - `business`: the server answered a non-200 `code` with its `msg` (the caller shows it);
 * - `unauthenticated`: code 10001 or HTTP 401 (the token was cleared, `onUnauthenticated` was called);
 * - `forbidden`: HTTP 403 or body code `"403"` (in a 200 answer also the number `403`);
 * - `precondition`: HTTP 412;
 * - `server`: any other server error, or a response that is not an envelope;
 * - `network`: no response (offline, refused, the connection dropped);
 * - `aborted`: the caller cancelled the call with its `signal` (not notified);
 * - `timeout`: the call's `timeout` ran out (not notified).
 */
export type ApiErrorKind =
  | 'business'
  | 'unauthenticated'
  | 'forbidden'
  | 'precondition'
  | 'server'
  | 'network'
  | 'aborted'
  | 'timeout';

/** Fields of a new {@link ApiError}. */
export interface ApiErrorInit {
  /** Which catalogue row. */
  kind: ApiErrorKind;
  /** Chinese, ready to show. */
  message: string;
  /** HTTP status, when there was a response. */
  status?: number | undefined;
  /** Envelope code, when there was one. */
  code?: number | string | undefined;
  /** True when the client already called `notify()` for it. */
  notified?: boolean | undefined;
  /** The underlying error, if any. */
  cause?: unknown;
}

const brand = Symbol.for('@art-portal/api-client/ApiError');

/**
 * The one error every client call rejects with.
 *
 * @example
 * ```ts
 * try {
 *   await api.customer.changePassword({ oldPassword, newPassword });
 * } catch (e) {
 *   const error = toApiError(e);
 *   if (!error.notified) notify('error', error.message);
 * }
 * ```
 */
export class ApiError extends Error {
  /** Chinese, ready to show: the server's `msg`, or the catalogue's own message for its row. */
  declare message: string;
  /** Which catalogue row. */
  readonly kind: ApiErrorKind;
  /** HTTP status, when there was a response. */
  readonly status?: number;
  /** Envelope code, when there was one. */
  readonly code?: number | string;
  /** True when the client already called `notify()` for it: the UI must not show it again. */
  readonly notified: boolean;
  readonly [brand] = true;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    if (init.status !== undefined) this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    this.notified = init.notified ?? false;
  }
}

/** True for an {@link ApiError}, also one made by another copy of this package (ESM and CJS side by side). */
export function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null && (e as { [brand]?: unknown })[brand] === true;
}

/** The {@link ApiError} itself, or an unexpected error wrapped as a `server` error (not notified). */
export function toApiError(e: unknown): ApiError {
  if (isApiError(e)) return e;
  return new ApiError({ kind: 'server', message: SERVER_ERROR_MESSAGE, cause: e });
}
