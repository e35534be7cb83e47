import { EnvelopeSchema, type AdminRouteDefinition } from '@art-portal/api-client/admin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/BusinessError';
import type { AdminHandlers } from './AdminHandlers';
import { staffGate, type GateOptions } from './staffGate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a back-office route was registered from (none: the route is refused). */
    adminRoute?: AdminRouteDefinition;
  }
}

type LooseHandler = (ctx: Record<string, unknown>) => Promise<unknown>;

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

/**
 * Registers every call of `routes` (the contract's `adminRoutes`) on the admin instance's API scope, each behind
 * the gate its declaration makes (`staffGate`), validated and documented by its schemas. Any other route added to
 * the scope makes registration fail: a back-office call exists only by being declared, with its roles.
 */
export function registerAdminRoutes(
  api: FastifyInstance,
  options: GateOptions & { routes: readonly AdminRouteDefinition[]; handlers: AdminHandlers },
): void {
  const handlers = options.handlers as unknown as Record<string, LooseHandler>;
  api.addHook('onRoute', (route) => {
    const declared = route.config?.adminRoute;
    if (!declared || (!declared.public && declared.roles.length === 0))
      throw new Error(
        `${String(route.method)} ${route.url}: a back-office route must be declared in adminRoutes with its roles`,
      );
  });
  api.addHook('preValidation', (request, _reply, done) => {
    done(hasNul(request.query) || hasNul(request.body) ? badRequest('参数包含非法字符') : undefined);
  });
  const names = new Set<string>();
  for (const route of options.routes) {
    if (names.has(route.name)) throw new Error(`Back-office route ${route.name} is declared twice`);
    names.add(route.name);
    const handler = handlers[route.name];
    if (!handler) throw new Error(`No handler for back-office route ${route.name}`);
    const [tag] = route.name.split('.');
    api.route({
      method: route.method,
      url: route.path,
      config: { adminRoute: route },
      onRequest: staffGate(route, options),
      schema: {
        operationId: route.name,
        tags: tag ? [tag] : [],
        summary: route.name,
        description: route.public ? '无需登录' : `角色：${route.roles.join('、')}`,
        ...(route.public ? {} : { security: [{ staffSession: [] }] }),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { 200: EnvelopeSchema(route.data) },
      },
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const data = await handler({
          query: request.query,
          body: request.body,
          staff: request.staff,
          ip: request.ip,
          request,
          reply,
        });
        return { code: 200, msg: '操作成功', data };
      },
    });
  }
}
