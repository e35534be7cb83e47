import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminRoutes } from '@art-portal/api-client/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackOffice, type BackOfficeServer } from './startBackOffice';

let built: BackOfficeServer;
let missing: BackOfficeServer;
let dist = '';
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'art-portal-admin-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html lang="zh-CN"><title>工作台 - 管理后台</title></html>',
  );
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  built = await startBackOffice({ ADMIN_STATIC_DIR: dist });
  missing = await startBackOffice({ ADMIN_STATIC_DIR: join(dist, 'nothing-here') });
}, 180_000);
afterAll(async () => {
  await Promise.all([built?.close(), missing?.close()]);
  await rm(dist, { recursive: true, force: true });
});

describe('the admin origin', () => {
  it("serves the built app at / and its index.html for the app's own routes, revalidated", async () => {
    for (const path of ['/', '/login', '/staff/2/edit?tab=1']) {
      const page = await fetch(`${built.origin}${path}`);
      expect([path, page.status]).toEqual([path, 200]);
      expect(await page.text()).toContain('<title>工作台 - 管理后台</title>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    const asset = await fetch(`${built.origin}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown call under /api with the envelope 404, not the page', async () => {
    const answer = await fetch(`${built.origin}/api/nothing/here`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ code: 404, msg: '请求的资源不存在' });
  });

  it('says so in Chinese while the back office is not built', async () => {
    const page = await fetch(`${missing.origin}/`);
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('管理后台尚未构建');
  });

  it('is never framed, keeps its scripts to itself and its referrer to its origin', async () => {
    const page = await fetch(`${built.origin}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it("documents every call in its own OpenAPI document, none in the portal's", async () => {
    const own = (await (await fetch(`${built.origin}/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(own.paths).sort()).toEqual(adminRoutes.map((route) => `/api${route.path}`).sort());
    const portal = (await (await fetch(`${built.portal.origin}/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    for (const route of adminRoutes) expect(Object.keys(portal.paths)).not.toContain(`/api${route.path}`);
  });
});
