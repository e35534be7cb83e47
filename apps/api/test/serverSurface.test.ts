import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { routes } from '@art-portal/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let portal: string;
const shellSource = `export const shell = ${JSON.stringify('门户'.repeat(400))};`;

/** A stand-in for the portal's renderer: answers any page with its path, as the real one answers with the page. */
function renderPortal(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  if (pathname === '/crash') return Promise.reject(new Error('render failed'));
  const status = pathname === '/no/such/page' ? 404 : 200;
  return Promise.resolve(
    new Response(`<!doctype html><html lang="zh-CN"><h1>rendered ${pathname}${search}</h1></html>`, {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "script-src 'self' 'nonce-abc'",
        'cache-control':
          pathname === '/login' ? 'no-store' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
        etag: '"page"',
      },
    }),
  );
}

beforeAll(async () => {
  portal = await mkdtemp(join(tmpdir(), 'art-portal-static-'));
  await mkdir(join(portal, 'assets'));
  await writeFile(join(portal, 'assets', 'entry.client-abc123.js'), 'console.log(1);');
  await writeFile(join(portal, 'assets', 'shell-abc123.js'), shellSource);
  await writeFile(join(portal, 'assets', 'shell-abc123.js.br'), brotliCompressSync(shellSource));
  await writeFile(join(portal, 'config.json'), '{"siteName":"数字艺术门户"}');
  await writeFile(join(portal, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ STATIC_DIR: portal }, {}, { renderPortal });
});
afterAll(async () => {
  await server?.close();
  await rm(portal, { recursive: true, force: true });
});

describe('OpenAPI', () => {
  it('documents all 47 calls under the API prefix, from the contract schemas', async () => {
    const doc = (await (await fetch(`${server.origin}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { operationId?: string; requestBody?: unknown; parameters?: unknown[] }>
      >;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations).toHaveLength(47);
    for (const route of routes) {
      const found = operations.find(
        (o) => o.path === `/api${route.path}` && o.method === route.method.toLowerCase(),
      );
      expect(found?.op.operationId, route.name).toBe(route.name);
      if ('body' in route) expect(found?.op.requestBody, route.name).toBeTruthy();
      if ('query' in route) expect(found?.op.parameters?.length, route.name).toBeGreaterThan(0);
    }
    const docs = await fetch(`${server.origin}/docs`, { redirect: 'follow' });
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  });
});

describe('the portal in the same process (STATIC_DIR and a renderer)', () => {
  it("renders every page path, the root included, with the renderer's status, policy and tag, and the API's headers", async () => {
    for (const path of ['/', '/artWorks/detail?id=1', '/sitemap.xml']) {
      const page = await fetch(`${server.origin}${path}`, { redirect: 'manual' });
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain(`rendered ${path}`);
      expect(page.headers.get('content-security-policy'), path).toBe("script-src 'self' 'nonce-abc'");
      expect(page.headers.get('etag'), path).toBe('"page"');
      expect(page.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const missing = await fetch(`${server.origin}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('rendered /no/such/page');
  });

  it('serves the built files themselves: hashed assets immutable, config.json revalidated, the rest an hour', async () => {
    const asset = await fetch(`${server.origin}/assets/entry.client-abc123.js`);
    expect(await asset.text()).toBe('console.log(1);');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const config = await fetch(`${server.origin}/config.json`);
    expect(await config.json()).toEqual({ siteName: '数字艺术门户' });
    expect(config.headers.get('cache-control')).toBe('no-cache');
    const other = await fetch(`${server.origin}/favicon.svg`);
    expect(other.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('sends rendered pages compressed, and a built file from its precompressed copy', async () => {
    const page = await fetch(`${server.origin}/news/detail?id=${'1'.repeat(2000)}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain(`rendered /news/detail?id=${'1'.repeat(2000)}`);
    const asset = await fetch(`${server.origin}/assets/shell-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('content-length')).toBe(String(brotliCompressSync(shellSource).length));
    expect(await asset.text()).toBe(shellSource);
  });

  it('answers HEAD for pages and files, and serves no compressed copy as a file of its own', async () => {
    const page = await fetch(`${server.origin}/artWorks/detail?id=1`, { method: 'HEAD' });
    expect(page.status).toBe(200);
    expect(page.headers.get('etag')).toBe('"page"');
    const asset = await fetch(`${server.origin}/assets/shell-abc123.js`, { method: 'HEAD' });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The renderer has the path (the real one answers it with the not-found page), not the file.
    const copy = await fetch(`${server.origin}/assets/shell-abc123.js.br`);
    expect(await copy.text()).toContain('rendered /assets/shell-abc123.js.br');
    const api = await fetch(`${server.apiUrl}/no/such/call`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ code: 404, msg: '请求的资源不存在' });
  });

  it('hands out the XSRF cookie on answers no shared cache keeps, never on pages and files a CDN keeps for everyone', async () => {
    const cookieOf = async (url: string) =>
      (await fetch(url)).headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
    for (const path of [
      '/artWorks/detail?id=1',
      '/no/such/page',
      '/assets/entry.client-abc123.js',
      '/favicon.svg',
    ]) {
      expect({ path, cookie: await cookieOf(`${server.origin}${path}`) }).toEqual({
        path,
        cookie: undefined,
      });
    }
    for (const url of [
      `${server.origin}/login`,
      `${server.apiUrl}/portal/home/visit`,
      `${server.origin}/config.json`,
    ]) {
      expect(await cookieOf(url), url).toMatch(/^XSRF-TOKEN=[\w-]{24}; Path=\/; SameSite=Lax$/);
    }
    const known = await fetch(`${server.apiUrl}/portal/home/visit`, {
      headers: { cookie: 'XSRF-TOKEN=t0ken' },
    });
    expect(known.headers.getSetCookie()).toEqual([]);
  });

  it("keeps the contract's and the storage's own 404s, and renders only GET and HEAD", async () => {
    const api = await fetch(`${server.apiUrl}/no/such/call`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ code: 404, msg: '请求的资源不存在' });
    const posted = await fetch(`${server.origin}/artWorks/detail?id=1`, { method: 'POST' });
    expect(posted.status).toBe(404);
    expect(await posted.json()).toEqual({ code: 404, msg: '请求的资源不存在' });
    const visit = await fetch(`${server.apiUrl}/portal/home/visit`);
    expect(((await visit.json()) as { code: number }).code).toBe(200);
  });

  it('answers a renderer that fails with a plain Chinese page, and keeps serving', async () => {
    const crashed = await fetch(`${server.origin}/crash`);
    expect(crashed.status).toBe(500);
    expect(await crashed.text()).toContain('服务错误，请稍后重试');
    expect((await fetch(`${server.origin}/home`)).status).toBe(200);
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
