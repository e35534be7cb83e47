import type { CallName, calls } from '@art-portal/api-client';
import type { MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { clientBaseQuery } from './clientBaseQuery';
import type { ArgOf, ClientFunctionOf, ResultOf } from './clientCallTypes';
import type { EndpointName } from './endpointName';
import type { PORTAL_API_PATH } from './portalBuilder';
import type { PortalTagType } from './tagTypes';

type Arg<N extends CallName> = ArgOf<ClientFunctionOf<N>>;
type Result<N extends CallName> = ResultOf<ClientFunctionOf<N>>;
type Base = typeof clientBaseQuery;
type Path = typeof PORTAL_API_PATH;

/** A call that only reads or is asked for to show its answer (`reads` or `shown`): a cached query in the store. */
type QueryCallName = {
  [N in CallName]: (typeof calls)[N] extends { reads: true } | { shown: true } ? N : never;
}[CallName];

/** The RTK Query definition of a call: a query when it only reads, else a mutation, typed by its client function. */
type CallEndpoint<N extends CallName> = N extends QueryCallName
  ? QueryDefinition<Arg<N>, Base, PortalTagType, Result<N>, Path>
  : MutationDefinition<Arg<N>, Base, PortalTagType, Result<N>, Path>;

/** Every call's endpoint, under its {@link EndpointName}. */
export type CallEndpoints = { [N in CallName as EndpointName<N>]: CallEndpoint<N> };

/** What the store adds to a call's endpoint: cache tags, how long it is kept, what it does once it answers. */
export type EndpointExtras<N extends CallName> = N extends QueryCallName
  ? Partial<Pick<CallEndpoint<N>, 'providesTags' | 'keepUnusedDataFor' | 'onQueryStarted'>>
  : Partial<Pick<CallEndpoint<N>, 'invalidatesTags' | 'onQueryStarted'>>;
