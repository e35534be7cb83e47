import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/openDatabase';

/** Whether the instance still takes new work: `drain()` turns `/readyz` to 503 before the server closes. */
export type Readiness = { readonly draining: boolean; drain: () => void };

/**
 * `GET /healthz` (the process answers) and `GET /readyz` (it can serve: not draining, its database answers; the
 * migrations ran before the server listened). Neither is cached nor logged per request.
 */
export function registerHealth(app: FastifyInstance, db: Db): Readiness {
  let draining = false;
  const options = { logLevel: 'silent' as const, schema: { hide: true } };
  app.get('/healthz', options, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', options, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'draining' });
    try {
      await db.execute(sql`select 1`);
      return reply.send({ status: 'ready' });
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
  return {
    get draining() {
      return draining;
    },
    drain: () => {
      draining = true;
    },
  };
}
