#!/usr/bin/env node
// A production rendering instance: the portal's pages (and sitemap, robots.txt) from its server build, calling the
// API at API_URL. Stateless: run as many as needed behind the proxy, which serves build/client (the assets) itself.
//   API_URL=http://api.internal:3001/api PUBLIC_URL=https://art.example.cn PORT=3000 node apps/portal/server.mjs
// Also: GET /healthz, GET /readyz (the API's /readyz answers), METRICS_PORT (Prometheus, on METRICS_HOST,
// 127.0.0.1 by default), DRAIN_MS (how long /readyz answers 503 after SIGTERM before the server closes; 5000).
import { createServer } from 'node:http';
import { createRequestListener } from '@remix-run/node-fetch-server';
import * as build from './build/server/index.js';
import { createRendererHealth } from './server/rendererHealth.mjs';
import { createRendererMetrics, serveMetrics } from './server/rendererMetrics.mjs';

const { API_URL, PUBLIC_URL, PORT = '3000', HOST = '0.0.0.0' } = process.env;
if (!API_URL || !PUBLIC_URL) {
  console.error(
    '[portal] API_URL (the API, absolute, e.g. http://api.internal:3001/api) and PUBLIC_URL (the site) are required.',
  );
  process.exit(1);
}
const drainMs = Number(process.env.DRAIN_MS ?? '5000');
const readyUrl = process.env.API_READY_URL ?? new URL('/readyz', API_URL).href;

const metrics = createRendererMetrics();
const render = build.entry.module.createPortalRenderer(build, { apiBaseUrl: API_URL, publicUrl: PUBLIC_URL });
const listener = createRequestListener(async (request) => {
  const end = metrics.renders.startTimer();
  const response = await render(request);
  end({ status: response.status });
  return response;
});
const health = createRendererHealth({ readyUrl });
const server = createServer(async (request, response) => {
  // Draining: each connection ends with its answer, so none is left idle for the proxy to reuse, nor kept open after
  // the server closes (Node closes only the connections idle at that moment).
  if (health.draining) response.setHeader('connection', 'close');
  if (await health.answer(request, response)) return;
  const end = metrics.requests.startTimer({ method: request.method, route: 'page' });
  response.once('finish', () => end({ status: response.statusCode }));
  await listener(request, response);
});
// Longer than the proxy keeps an idle connection (nginx's upstream keepalive_timeout, 60 s), as Fastify's 72 s is: a
// connection closed here first can meet nginx's next request, and nginx then counts this instance as failed.
server.keepAliveTimeout = 72_000;
server.listen(Number(PORT), HOST, () =>
  console.log(`[portal] rendering at http://${HOST}:${PORT}/ for ${PUBLIC_URL}, API ${API_URL}`),
);
const metricsServer = process.env.METRICS_PORT
  ? await serveMetrics(
      metrics.registry,
      process.env.METRICS_HOST ?? '127.0.0.1',
      Number(process.env.METRICS_PORT),
    )
  : null;

// SIGTERM: /readyz turns 503, the server keeps answering for DRAIN_MS, then takes no new connection and exits once
// the requests in flight are answered.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    health.drain();
    setTimeout(
      () => {
        metricsServer?.close();
        server.close(() => process.exit(0));
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      },
      signal === 'SIGTERM' ? drainMs : 0,
    );
  });
// Started with an IPC channel (a test, a supervisor): the parent's end, even by SIGKILL, ends this process too.
if (process.send) process.once('disconnect', () => server.close(() => process.exit(0)));
