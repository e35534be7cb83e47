import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('health, readiness and metrics', () => {
  it('answers /healthz and /readyz uncached, and /readyz 503 once the instance drains', async () => {
    const health = await fetch(`${server.origin}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });

    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');

    server.app.readiness.drain();
    const draining = await fetch(`${server.origin}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  });

  it('counts requests by route and status, read-cache hits and views not yet written', async () => {
    const api = server.client();
    await api.artworks.list({ pageNum: 1, pageSize: 4 });
    await api.artworks.list({ pageNum: 1, pageSize: 4 });
    const text = await server.app.metrics.registry.metrics();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/portal\/production\/selectAuthList",status="200"\} 2/,
    );
    expect(text).toMatch(/api_read_cache_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/api_view_count_writes_pending\{table="artworks"\} \d+/);
  });
});
