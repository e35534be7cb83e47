import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '@art-portal/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let portal: string;

beforeAll(async () => {
  portal = await mkdtemp(join(tmpdir(), 'art-portal-static-'));
  await mkdir(join(portal, 'assets'));
  await writeFile(join(portal, 'index.html'), '<!doctype html><html lang="zh-CN"><div id="app"></div><script type="module" src="/assets/index-abc123.js"></script></html>');
  await writeFile(join(portal, 'assets', 'index-abc123.js'), 'console.log(1);');
  await writeFile(join(portal, 'config.json'), '{"siteName":"数字艺术门户"}');
  await writeFile(join(portal, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ STATIC_DIR: portal });
});
afterAll(async () => {
  await server?.close();
  await rm(portal, { recursive: true, force: true });
});

describe('OpenAPI', () => {
  it('documents all 39 calls under the API prefix, from the contract schemas', async () => {
    const doc = (await (await fetch(`${server.origin}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown; parameters?: unknown[] }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(operations).toHaveLength(39);
    for (const route of routes) {
      const found = operations.find((o) => o.path === `/api${route.path}` && o.method === route.method.toLowerCase());
      expect(found?.op.operationId, route.name).toBe(route.name);
      if ('body' in route) expect(found?.op.requestBody, route.name).toBeTruthy();
      if ('query' in route) expect(found?.op.parameters?.length, route.name).toBeGreaterThan(0);
    }
    const docs = await fetch(`${server.origin}/docs`, { redirect: 'follow' });
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  });
});

describe('the portal from STATIC_DIR', () => {
  it('serves index.html uncached with a CSP that forbids inline script, and hashed assets as immutable', async () => {
    const index = await fetch(`${server.origin}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="app">');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const csp = index.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    expect(index.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    const asset = await fetch(`${server.origin}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const api = await fetch(`${server.apiUrl}/portal/home/visit`);
    expect(((await api.json()) as { code: number }).code).toBe(200);
  });

  it('serves config.json revalidated on every load, so one build follows a changed file at once', async () => {
    const config = await fetch(`${server.origin}/config.json`);
    expect(await config.json()).toEqual({ siteName: '数字艺术门户' });
    expect(config.headers.get('cache-control')).toBe('no-cache');
    const other = await fetch(`${server.origin}/favicon.svg`);
    expect(other.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers an unknown path with the envelope', async () => {
    const response = await fetch(`${server.origin}/no/such/file.txt`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, msg: '请求的资源不存在' });
  });
});

describe('the dev outbox', () => {
  it('exists only when API_DEV_OUTBOX=1', async () => {
    expect((await fetch(`${server.origin}/__dev/outbox`)).status).toBe(200);
    const closed = await startTestServer({ API_DEV_OUTBOX: '0' });
    try {
      expect((await fetch(`${closed.origin}/__dev/outbox`)).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
