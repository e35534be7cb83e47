import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ReadCache } from '../cache/ReadCache';
import type { ViewCounter } from '../cache/ViewCounter';
import type { Database } from '../db/openDatabase';

/** What the API measures, in a registry of its own (several apps may share a process in tests). */
export type ApiMetrics = {
  registry: Registry;
  requests: Histogram<'method' | 'route' | 'status'>;
  renders: Histogram<'status'>;
};

/** What the gauges read when Prometheus scrapes. */
export type MetricSources = {
  readCache: ReadCache;
  views: Record<string, ViewCounter>;
  database: Database;
  /** Also the process's CPU, memory, event loop and GC (off in tests, where many apps share a process). */
  processMetrics: boolean;
};

/** Creates the API's metrics: requests by route and status, render time, read-cache hits, pool use, views pending. */
export function createApiMetrics(sources: MetricSources): ApiMetrics {
  const registry = new Registry();
  if (sources.processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status (its _count is the request count).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'portal_render_duration_seconds',
    help: 'Time to render a page of the portal, by status.',
    labelNames: ['status'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const { readCache, views, database } = sources;
  new Counter({
    name: 'api_read_cache_total',
    help: 'Public reads answered from the read cache (hit) or from the database (miss).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = readCache.counts;
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
    },
  });
  new Gauge({
    name: 'api_db_pool_connections',
    help: 'PostgreSQL pool: connections open and idle, and requests waiting for one (absent on PGlite).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.connections?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'api_view_count_writes_pending',
    help: 'Views counted in memory and not yet written to the database, by table.',
    labelNames: ['table'] as const,
    registers: [registry],
    collect() {
      for (const [table, counter] of Object.entries(views)) this.set({ table }, counter.pending);
    },
  });
  return { registry, requests, renders };
}
