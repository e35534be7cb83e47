import type { CallOptions } from '@art-portal/api-client';

/** Any function of the api-client. */
type ClientFunction = (...args: never[]) => Promise<unknown>;

/** What a client function resolves to. */
export type ResultOf<F extends ClientFunction> = Awaited<ReturnType<F>>;

/**
 * The argument of a client function, `void` when it takes none but the call options every function takes last
 * (so the hook needs no argument).
 */
export type ArgOf<F extends ClientFunction> = Parameters<F> extends [] | [CallOptions?] ? void : Parameters<F>[0];
