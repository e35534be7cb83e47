import { ApiError } from '../ApiError';
import type { ApiClientOptions } from '../ApiClientOptions';
import { envelopeMessage, isEnvelope } from './envelope';
import {
  CANCELLED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
} from './errorMessages';
import type { CancelKind } from './callSignal';

type Hooks = Pick<ApiClientOptions, 'clearToken' | 'notify' | 'onUnauthenticated' | 'closeLoading'>;

/** The error of a row that shows a message: `notified` only when there was a `notify` to show it. */
function notified(hooks: Hooks, init: ConstructorParameters<typeof ApiError>[0]): ApiError {
  hooks.notify?.('error', init.message);
  return new ApiError({ ...init, notified: hooks.notify !== undefined });
}

function codeOf(body: unknown): number | string | undefined {
  return isEnvelope(body) ? body.code : undefined;
}

/**
 * Applies the error catalogue (the README's *Errors* table) to a response: returns the envelope's `data` on success,
 * otherwise runs the catalogue's side effects and returns the error to reject with.
 */
export function settleResponse(
  hooks: Hooks,
  status: number,
  body: unknown,
): { data: unknown } | { error: ApiError } {
  const code = codeOf(body);
  const msg = envelopeMessage(body);
  const ok = status >= 200 && status < 300;

  if (ok && isEnvelope(body)) {
    if (body.code === 200) return { data: body.data ?? null };
    if (body.code === 10001) {
      hooks.clearToken?.();
      const error = notified(hooks, {
        kind: 'unauthenticated',
        message: UNAUTHENTICATED_MESSAGE,
        status,
        code,
      });
      hooks.closeLoading?.();
      hooks.onUnauthenticated?.();
      return { error };
    }
    if (body.code === '403' || body.code === 403) {
      return {
        error: notified(hooks, { kind: 'forbidden', message: msg ?? SERVER_ERROR_MESSAGE, status, code }),
      };
    }
    return { error: new ApiError({ kind: 'business', message: msg ?? SERVER_ERROR_MESSAGE, status, code }) };
  }
  if (status === 401 || (!ok && code === 10001)) {
    hooks.clearToken?.();
    const error = notified(hooks, {
      kind: 'unauthenticated',
      message: msg ?? UNAUTHENTICATED_MESSAGE,
      status,
      code,
    });
    hooks.onUnauthenticated?.();
    return { error };
  }
  if (status === 403 || code === '403') {
    return {
      error: notified(hooks, { kind: 'forbidden', message: msg ?? SERVER_ERROR_MESSAGE, status, code }),
    };
  }
  // A save of a version someone else replaced (the back office's optimistic lock): the caller keeps what was typed
  // and shows the server's reason, as for any refusal.
  if (status === 409 && isEnvelope(body) && msg) {
    return { error: new ApiError({ kind: 'business', message: msg, status, code }) };
  }
  if (status === 412) {
    return {
      error: notified(hooks, { kind: 'precondition', message: msg ?? SERVER_ERROR_MESSAGE, status, code }),
    };
  }
  return { error: notified(hooks, { kind: 'server', message: SERVER_ERROR_MESSAGE, status, code }) };
}

/** The catalogue's last row: no response at all. */
export function networkFailure(hooks: Hooks, cause: unknown): ApiError {
  return notified(hooks, { kind: 'network', message: NETWORK_ERROR_MESSAGE, cause });
}

/** A call its caller cancelled, or that ran out of time: the caller decides what to show, so nothing is notified. */
export function cancelledCall(
  kind: CancelKind,
  cause: unknown,
  cancelledMessage = CANCELLED_MESSAGE,
): ApiError {
  return new ApiError({ kind, message: kind === 'timeout' ? TIMEOUT_MESSAGE : cancelledMessage, cause });
}
