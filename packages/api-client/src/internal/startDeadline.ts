import type { CallOptions } from '../CallOptions';

/** Why a call was cancelled: its caller's signal, or its time limit. */
export type CancelKind = 'aborted' | 'timeout';

/** The cancellation of one call: the caller's signal and the call's time limit as one signal. */
export interface Deadline {
  /** Aborts when the caller's signal does or when the time is up. */
  readonly signal: AbortSignal;
  /** Why `signal` aborted; undefined while it has not. */
  kind(): CancelKind | undefined;
  /** Settles as `promise` does, or rejects as soon as `signal` aborts (for work that does not listen to it). */
  race<T>(promise: Promise<T>): Promise<T>;
  /** Stops the timer and stops listening to the caller's signal. */
  end(): void;
}

/** `setTimeout` fires at once for delays past 2³¹−1 ms; such a limit is no limit. */
const LONGEST_TIMER = 2_147_483_647;

/** Whether an abort reason is a time limit running out (`AbortSignal.timeout()` aborts with a `TimeoutError`). */
export function isTimeoutReason(reason: unknown): boolean {
  return (
    typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError'
  );
}

/** Starts the deadline of one call: `signal` and `timeout` (milliseconds, 0 or absent for none). */
export function startDeadline({ signal, timeout }: CallOptions): Deadline {
  const controller = new AbortController();
  let kind: CancelKind | undefined;
  const abortError = (): Error => {
    const reason: unknown = controller.signal.reason;
    return reason instanceof Error ? reason : new DOMException(String(reason), 'AbortError');
  };
  const onAbort = (): void => {
    kind ??= isTimeoutReason(signal?.reason) ? 'timeout' : 'aborted';
    controller.abort(signal?.reason);
  };
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeout !== undefined && timeout > 0 && timeout <= LONGEST_TIMER && !controller.signal.aborted
      ? setTimeout(() => {
          kind ??= 'timeout';
          controller.abort(new DOMException(`The call took longer than ${timeout} ms.`, 'TimeoutError'));
        }, timeout)
      : undefined;
  return {
    signal: controller.signal,
    kind: () => kind,
    race: (promise) => {
      if (controller.signal.aborted) return Promise.reject(abortError());
      promise.catch(() => undefined); // its rejection after an abort is expected, not unhandled
      return new Promise((resolve, reject) => {
        const stop = (): void => reject(abortError());
        controller.signal.addEventListener('abort', stop, { once: true });
        promise.then(resolve, reject).finally(() => controller.signal.removeEventListener('abort', stop));
      });
    },
    end: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
