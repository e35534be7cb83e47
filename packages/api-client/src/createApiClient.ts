import type { Static, TSchema } from 'typebox';
import type { ApiClientOptions } from './ApiClientOptions';
import type { CallOptions } from './CallOptions';
import { resourceCalls, type CallDefinition } from './contract/calls';
import type { StaticRequest } from './contract/common';
import type { RouteName, RouteOf } from './contract/routes';
import { createTransport, type Transport } from './internal/createTransport';
import { createUploadFile, type UploadFile } from './uploadFile';

type ResourceCalls = typeof resourceCalls;

/**
 * The function of the call `N`: it takes the `Static` of the call's query or body schema (none when the call
 * takes no argument), then the call options, and resolves to the `Static` of its `data` schema.
 */
type CallFunction<N extends RouteName> =
  RouteOf<N> extends { query: infer Q extends TSchema } | { body: infer Q extends TSchema }
    ? (request: StaticRequest<Q>, options?: CallOptions) => Promise<Static<RouteOf<N>['data']>>
    : (options?: CallOptions) => Promise<Static<RouteOf<N>['data']>>;

/**
 * One function per call of the contract, by resource: mapped over `resourceCalls`, so each resource and
 * function shows the doc comment of its entry there.
 */
type ContractClient = {
  -readonly [R in keyof ResourceCalls]: {
    -readonly [F in keyof ResourceCalls[R]]: `${R}.${F & string}` extends infer N extends RouteName
      ? CallFunction<N>
      : never;
  };
};

/** A client of the portal API: one typed function per call, grouped by resource. */
export interface ApiClient extends ContractClient {
  /** Upload signing and the upload to storage. */
  upload: ContractClient['upload'] & UploadFile;
}

/** Only the argument's own fields: an object given with more properties sends just these. */
function pick(argument: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) picked[field] = argument[field];
  return picked;
}

/** The client's function of one call. */
function callFunction(transport: Transport, { method, path, input, fields = [] }: CallDefinition) {
  if (!input) return (options?: CallOptions) => transport.call({ method, path }, options);
  return (argument: Record<string, unknown>, options?: CallOptions) =>
    transport.call({ method, path, [input]: pick(argument, fields) }, options);
}

/**
 * Creates an isolated client (its own cookie jar and hooks; nothing global). Every call resolves to the
 * envelope's `data` or rejects with an `ApiError`, after applying the error catalogue through the hooks.
 *
 * @example
 * ```ts
 * const api = createApiClient({
 *   baseURL: '/api',
 *   getToken: () => sessionStorage.getItem('token'),
 *   clearToken: () => sessionStorage.removeItem('token'),
 *   notify: (level, message) => toast(level, message),
 *   onUnauthenticated: () => navigate('/login'),
 *   closeLoading: () => setLoading(false),
 * });
 * const page = await api.news.list({ pageNum: 1, pageSize: 10 });
 * ```
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const transport = createTransport(options);
  const client: Record<string, Record<string, unknown>> = {};
  for (const [resource, functions] of Object.entries(resourceCalls)) {
    const built: Record<string, unknown> = {};
    for (const [name, call] of Object.entries<CallDefinition>(functions))
      built[name] = callFunction(transport, call);
    client[resource] = built;
  }
  const api = client as unknown as ApiClient;
  api.upload.uploadFile = createUploadFile(transport, api.upload.getSign);
  return api;
}
