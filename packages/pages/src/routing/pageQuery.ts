import { portalApi, type AppDispatch } from '@art-portal/state';
import type { ApiEndpointQuery, QueryDefinition } from '@reduxjs/toolkit/query';
import type { TypedUseQueryHookResult } from '@reduxjs/toolkit/query/react';

type Endpoints = typeof portalApi.endpoints;

/** The store's query endpoints (the calls a page can read), by name. */
export type QueryEndpointName = {
  [K in keyof Endpoints]: Endpoints[K] extends { useQuery: unknown } ? K : never;
}[keyof Endpoints];

type QueryEndpoint<K extends QueryEndpointName> = Extract<Endpoints[K], { useQuery: unknown }>;

/** What the endpoint's call takes. */
export type QueryArg<K extends QueryEndpointName> = Parameters<QueryEndpoint<K>['initiate']>[0];

type DefinitionOf<K extends QueryEndpointName> =
  Endpoints[K] extends ApiEndpointQuery<infer D, infer _Definitions> ? D : never;

/** What the endpoint's call answers. */
export type QueryData<K extends QueryEndpointName> =
  DefinitionOf<K> extends QueryDefinition<infer _Arg, infer _Base, infer _Tags, infer Result>
    ? Result
    : never;

/** What the endpoint's hook answers (data, status, error). */
export type QueryResult<K extends QueryEndpointName> =
  DefinitionOf<K> extends QueryDefinition<infer Arg, infer Base, infer _Tags, infer Result>
    ? TypedUseQueryHookResult<Result, Arg, Base>
    : never;

/**
 * One call of a page: the endpoint and its argument, built once from the URL. The server's loader prefetches it
 * and the component reads it ({@link usePageQuery}), so the two cannot disagree. `null` when the URL lacks what
 * the call needs (no `?id=`): nothing is asked.
 */
export type PageQuery<K extends QueryEndpointName = QueryEndpointName> = {
  endpoint: K;
  arg: QueryArg<K> | null;
};

/** A {@link PageQuery}, typed by its endpoint. */
export function pageQuery<K extends QueryEndpointName>(
  endpoint: K,
  ...[arg]: undefined extends QueryArg<K> ? [arg?: QueryArg<K> | null] : [arg: QueryArg<K> | null]
): PageQuery<K> {
  return { endpoint, arg };
}

type UntypedEndpoint = {
  initiate: (arg: unknown, options: { subscribe: false }) => unknown;
  useQuery: (arg: unknown, options: { skip: boolean }) => unknown;
};
type UntypedDispatch = (action: unknown) => { unwrap: () => Promise<unknown> };

// RTK Query types each endpoint on its own: one lookup by name is where the union of them is narrowed back.
const endpointOf = (name: QueryEndpointName) => portalApi.endpoints[name] as unknown as UntypedEndpoint;

/** Starts a page's call in the store (nothing for a skipped one); its data once it arrives. */
export function startPageQuery<K extends QueryEndpointName>(
  dispatch: AppDispatch,
  query: PageQuery<K>,
): Promise<unknown> {
  if (query.arg === null) return Promise.resolve(undefined);
  const start = dispatch as UntypedDispatch;
  return start(endpointOf(query.endpoint).initiate(query.arg, { subscribe: false })).unwrap();
}

/** Reads a page's call through the store's hook: what the server prefetched is there on the first render. */
export function usePageQuery<K extends QueryEndpointName>(query: PageQuery<K>): QueryResult<K> {
  const skip = query.arg === null;
  return endpointOf(query.endpoint).useQuery(skip ? undefined : query.arg, { skip }) as QueryResult<K>;
}
