import type { ApiClient, CallName, CallOptions } from '@art-portal/api-client';

/** Any function of the api-client. */
type ClientFunction = (...args: never[]) => Promise<unknown>;

/** The api-client function of a call: `artworks.list` → `ApiClient['artworks']['list']`. */
export type ClientFunctionOf<N extends CallName> = N extends `${infer Resource}.${infer Function}`
  ? Resource extends keyof ApiClient
    ? Function extends keyof ApiClient[Resource]
      ? ApiClient[Resource][Function] extends ClientFunction
        ? ApiClient[Resource][Function]
        : never
      : never
    : never
  : never;

/** What a client function resolves to. */
export type ResultOf<F extends ClientFunction> = Awaited<ReturnType<F>>;

/**
 * The argument of a client function, `void` when it takes none but the call options every function takes last
 * (so the hook needs no argument).
 */
export type ArgOf<F extends ClientFunction> =
  Parameters<F> extends [] | [CallOptions?] ? void : Parameters<F>[0];
