// Prometheus metrics of a rendering instance, served apart from the pages (the proxy does not publish them).
import { createServer } from 'node:http';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The renderer's registry: requests by status, render time, and the process's own metrics. */
export function createRendererMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status (its _count is the request count).',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'portal_render_duration_seconds',
    help: 'Time to render a page of the portal (its API calls included), by status.',
    labelNames: ['status'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return { registry, requests, renders };
}

/**
 * Serves `GET /metrics` of `registry` on `host:port`.
 * @param {Registry} registry
 * @param {string} host
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
export function serveMetrics(registry, host, port) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') return void response.writeHead(404).end();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error) => response.writeHead(500).end(String(error)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
