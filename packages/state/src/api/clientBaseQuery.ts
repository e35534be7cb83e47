import { toApiError, type ApiClient, type ApiError, type CallOptions } from '@art-portal/api-client';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { hasSession, isLoginOnly, loggedOutError } from './loginOnlyQueries';

/** What an endpoint hands the base query: one call of the api-client, passing `options` on as its last argument. */
export type ClientCall = (api: ApiClient, options: CallOptions) => Promise<unknown>;

/** The thunk extra argument `makeStore` installs: the api-client instance the endpoints call. */
export type PortalExtra = { api: ApiClient };

function clientFrom(extra: unknown): ApiClient {
  if (typeof extra === 'object' && extra !== null && 'api' in extra) return (extra as PortalExtra).api;
  throw new Error('portalApi needs the store of makeStore({ api })');
}

/**
 * RTK Query base query over `@art-portal/api-client`: runs the endpoint's call against the client found in
 * the thunk extra argument and yields the envelope's `data`, or the client's `ApiError`. Login-only queries
 * fail without a request while logged out. RTK Query's `signal` goes with the call, so a query it cancels
 * (`abort()`, its cache entry dropped while it runs, `resetApiState`) closes its request.
 */
export const clientBaseQuery: BaseQueryFn<ClientCall, unknown, ApiError> = async (
  call,
  { extra, endpoint, type, getState, signal },
) => {
  if (type === 'query' && isLoginOnly(endpoint) && !hasSession(getState()))
    return { error: loggedOutError() };
  try {
    return { data: await call(clientFrom(extra), { signal }) };
  } catch (error: unknown) {
    return { error: toApiError(error) };
  }
};
