import type { ApiClientOptions } from './ApiClientOptions';
import { createTransport } from './internal/createTransport';

declare const opaque: unique symbol;

/**
 * What the resources of one client share: its options, its `fetch`, its XSRF cookie. Made by
 * {@link createApiConnection} and handed to the `create…Resource` functions; it has nothing to read.
 */
export interface ApiConnection {
  readonly [opaque]: 'ApiConnection';
}

/**
 * The connection under a client, for apps that import only the resources they call so that their bundle keeps
 * only those calls. `createApiClient(options)` is this plus every resource. Throws as `createApiClient` does.
 *
 * @example
 * ```ts
 * import { createApiConnection, createNewsResource } from '@art-portal/api-client';
 *
 * const news = createNewsResource(createApiConnection({ baseURL: 'https://art.example.com/api' }));
 * const page = await news.list({ pageNum: 1, pageSize: 10 });
 * ```
 */
export function createApiConnection(options: ApiClientOptions = {}): ApiConnection {
  return createTransport(options) as unknown as ApiConnection;
}
