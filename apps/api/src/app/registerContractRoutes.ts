import {
  EnvelopeSchema,
  routes,
  type RouteDefinition,
  type RouteName,
} from '@art-portal/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveToken, type CurrentCustomer } from '../auth/tokens';
import { cacheKey } from '../cache/cacheKey';
import type { ReadCache } from '../cache/ReadCache';
import { cdnSeconds, readPolicies, writeInvalidates } from '../cache/readPolicies';
import type { Db } from '../db/openDatabase';
import { badRequest, notLoggedIn } from '../http/BusinessError';
import type { Handlers } from './Handlers';
import { requireXsrf } from './requireXsrf';

type LooseHandler = (ctx: {
  query: unknown;
  body: unknown;
  customer: CurrentCustomer | null;
  token: string | null;
  ip: string;
}) => Promise<unknown>;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

/** Registers every call of the contract's route table, validated and documented by its schemas. */
export function registerContractRoutes(
  app: FastifyInstance,
  options: { db: Db; handlers: Handlers; readCache: ReadCache },
): void {
  const table: readonly RouteDefinition[] = routes;
  const handlers = options.handlers as unknown as Record<string, LooseHandler>;
  const { readCache } = options;
  app.addHook('preValidation', (request, _reply, done) => {
    done(hasNul(request.query) || hasNul(request.body) ? badRequest('参数包含非法字符') : undefined);
  });
  for (const route of table) {
    const handler = handlers[route.name];
    if (!handler) throw new Error(`No handler for ${route.name}`);
    const [tag] = route.name.split('.');
    const policy = readCache.enabled ? readPolicies[route.name as RouteName] : undefined;
    const invalidates = writeInvalidates[route.name as RouteName];
    const shared = cdnSeconds[route.name as RouteName];
    app.route({
      method: route.method,
      url: route.path,
      ...(route.reads ? {} : { onRequest: requireXsrf }),
      schema: {
        operationId: route.name,
        tags: tag ? [tag] : [],
        summary: route.name,
        ...(route.login ? { security: [{ bearer: [] }] } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { 200: EnvelopeSchema(route.data) },
      },
      handler: async (request, reply) => {
        const token = bearer(request);
        if (policy && !(policy.anonymousOnly && token)) {
          const { query, body, ip } = request;
          // The serialised envelope is stored, so a hit costs neither a query nor a serialisation.
          const payload = await readCache.read(cacheKey(route.name, query, body), policy.tags, async () => {
            const data = await handler({ query, body, customer: null, token: null, ip });
            const json = reply.serialize({ code: 200, msg: '操作成功', data });
            if (typeof json === 'string') return Buffer.from(json);
            return Buffer.isBuffer(json) ? json : Buffer.from(json);
          });
          if (shared) void reply.header('cache-control', `public, max-age=${shared}`);
          return reply.type('application/json; charset=utf-8').send(payload);
        }
        // A call that changes something (a view counted, a code sent) must reach the API every time: no cache keeps it.
        if (!route.reads) void reply.header('cache-control', 'no-store');
        const customer = token ? await resolveToken(options.db, token) : null;
        if (route.login && !customer) throw notLoggedIn();
        try {
          const data = await handler({
            query: request.query,
            body: request.body,
            customer,
            token,
            ip: request.ip,
          });
          if (shared) void reply.header('cache-control', `public, max-age=${shared}`);
          return { code: 200, msg: '操作成功', data };
        } finally {
          if (invalidates) readCache.invalidate(invalidates);
        }
      },
    });
  }
}
