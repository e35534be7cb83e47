import type { CallOptions } from '../CallOptions';

/** Why a call was cancelled: its caller's signal, or its time limit. */
export type CancelKind = 'aborted' | 'timeout';

/** `AbortSignal.timeout` fires at once for delays past 2³¹−1 ms; such a limit is no limit. */
const LONGEST_TIMER = 2_147_483_647;

/** Whether an abort reason is a time limit running out (`AbortSignal.timeout()` aborts with a `TimeoutError`). */
export function isTimeoutReason(reason: unknown): boolean {
  return (
    typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError'
  );
}

/**
 * One call's cancellation: the caller's `signal` and its `timeout` (milliseconds; 0 or absent for none) as one
 * signal, through `AbortSignal.timeout` and `AbortSignal.any`. Whichever fires first gives the reason.
 */
export function callSignal({ signal, timeout }: CallOptions): AbortSignal | undefined {
  const limit =
    timeout !== undefined && timeout > 0 && timeout <= LONGEST_TIMER
      ? AbortSignal.timeout(timeout)
      : undefined;
  if (!signal) return limit;
  return limit ? AbortSignal.any([signal, limit]) : signal;
}

/** Why `signal` aborted; undefined while it has not. */
export function cancelKind(signal: AbortSignal | undefined): CancelKind | undefined {
  if (!signal?.aborted) return undefined;
  return isTimeoutReason(signal.reason) ? 'timeout' : 'aborted';
}
