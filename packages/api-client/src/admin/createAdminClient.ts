import type { Static, TSchema } from 'typebox';
import type { FetchFunction, NotifyLevel } from '../ApiClientOptions';
import type { CallOptions } from '../CallOptions';
import type { StaticRequest } from '../contract/common';
import { createTransport, type Transport } from '../internal/createTransport';
import type { AdminRouteDefinition } from './AdminRouteDefinition';
import { adminRoutes, type AdminRoute, type AdminRouteName, type AdminRouteOf } from './adminRoutes';

/** Options of {@link createAdminClient}. */
export interface AdminClientOptions {
  /**
   * Where the back office's API lives: a relative URL resolves against the page (the admin origin), Node needs
   * an absolute one.
   * @default '/api'
   */
  baseUrl?: string | undefined;
  /** Every call goes through this `fetch` (Node tests add the session cookie and `Origin` here). */
  fetch?: FetchFunction | undefined;
  /** Show a message (a toast) for the errors the client handles itself (as the portal's client does). */
  notify?: ((level: NotifyLevel, message: string) => void) | undefined;
  /** The session ended or never was (HTTP 401): go to the login page. */
  onUnauthenticated?: (() => void) | undefined;
  /** Milliseconds a call may take before it rejects with an `ApiError` of kind `'timeout'`. `0`: no limit. */
  timeout?: number | undefined;
}

/** The function of the call `N`: its query or body (if any), then the call options; resolves to its `data`. */
export type AdminCallFunction<R extends AdminRouteDefinition> = R extends
  { query: infer Q extends TSchema } | { body: infer Q extends TSchema }
  ? (request: StaticRequest<Q>, options?: CallOptions) => Promise<Static<R['data']>>
  : (options?: CallOptions) => Promise<Static<R['data']>>;

export type ResourceOf<N> = N extends `${infer R}.${string}` ? R : never;

/** One typed function per back-office call, grouped by resource: `admin.staff.list({ pageNum: 1, pageSize: 20 })`. */
export type AdminClient = {
  [R in ResourceOf<AdminRouteName>]: {
    [N in AdminRouteName as N extends `${R}.${infer F}` ? F : never]: AdminCallFunction<AdminRouteOf<N>>;
  };
};

/** Only the fields a call's schema declares: an object given with more properties sends just these. */
function fieldsOf(schema: TSchema | undefined): readonly string[] | null {
  const properties = schema && 'properties' in schema ? schema.properties : undefined;
  return properties && typeof properties === 'object' ? Object.keys(properties) : null;
}

function pick(argument: Record<string, unknown>, fields: readonly string[] | null): Record<string, unknown> {
  if (!fields) return argument;
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (argument[field] !== undefined) picked[field] = argument[field];
  return picked;
}

function callFunction(transport: Transport, route: AdminRouteDefinition) {
  const { method, path } = route;
  const input = route.query ? 'query' : route.body ? 'body' : null;
  if (!input) return (options?: CallOptions) => transport.call({ method, path }, options);
  const fields = fieldsOf(route.query ?? route.body);
  return (argument: Record<string, unknown>, options?: CallOptions) =>
    transport.call({ method, path, [input]: pick(argument, fields) }, options);
}

/**
 * Creates a client of the back office (`adminRoutes`). Every call resolves to the envelope's `data` or rejects
 * with the same `ApiError` as the portal's client: HTTP 401 is `unauthenticated` (登录已过期，请重新登录 / 请先登录),
 * HTTP 403 is `forbidden` (无权执行此操作, or a code of `adminCodes`), a refusal is `business` with the server's `msg`.
 * The session is an HttpOnly cookie of the admin origin, which a browser sends by itself.
 *
 * @example
 * ```ts
 * const admin = createAdminClient({ onUnauthenticated: () => navigate('/login') });
 * const me = await admin.session.login({ loginName: 'editor', password });
 * ```
 */
export function createAdminClient(options: AdminClientOptions = {}): AdminClient {
  const transport = createTransport({
    baseURL: options.baseUrl ?? '/api',
    fetch: options.fetch,
    notify: options.notify,
    onUnauthenticated: options.onUnauthenticated,
    timeout: options.timeout,
    // The back office has no XSRF token: its session cookie is SameSite=Strict and every write's Origin is checked.
    xsrfCookieJar: false,
  });
  const client: Record<string, Record<string, unknown>> = {};
  for (const route of adminRoutes as readonly AdminRoute[]) {
    const [resource = '', name = ''] = route.name.split('.');
    (client[resource] ??= {})[name] = callFunction(transport, route);
  }
  return client as unknown as AdminClient;
}
