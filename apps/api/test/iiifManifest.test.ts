import type { ApiClient } from '@art-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentation3Problems } from './presentation3Problems';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = server.client();
});
afterAll(() => server?.close());

describe('IIIF manifests', () => {
  it('gives every work its pictures with their pixel sizes and an absolute manifest URL', async () => {
    const [summary] = (await api.artworks.list({ pageNum: 1, pageSize: 1 })).rows;
    if (!summary) throw new Error('no artwork');
    const work = await api.artworks.get({ id: summary.id });
    expect(work.pictures.map((p) => p.url)).toEqual(work.images);
    for (const picture of work.pictures) expect(picture.width * picture.height).toBeGreaterThan(0);
    expect(work.manifest).toBe(`${server.origin}/api/iiif/artworks/${work.id}/manifest.json`);
  });

  it('answers a valid Presentation 3 manifest any origin may read, revalidated by its ETag', async () => {
    const [summary] = (await api.artworks.list({ pageNum: 1, pageSize: 1 })).rows;
    if (!summary) throw new Error('no artwork');
    const work = await api.artworks.get({ id: summary.id });
    const response = await fetch(work.manifest, { headers: { origin: 'https://viewer.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(presentation3Problems(manifest)).toEqual([]);
    expect(manifest.id).toBe(work.manifest);
    expect(manifest.homepage).toMatchObject([{ id: `${server.origin}/artWorks/detail?id=${work.id}` }]);
    expect(manifest.items).toHaveLength(work.pictures.length);
    const etag = response.headers.get('etag');
    if (!etag) throw new Error('no etag');
    expect((await fetch(work.manifest, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('finds a missing work as not found, and the checker catches a broken manifest', async () => {
    const response = await fetch(`${server.origin}/api/iiif/artworks/999999/manifest.json`);
    expect(response.status).toBe(404);
    expect(presentation3Problems({ type: 'Manifest', items: [] })).toEqual(
      expect.arrayContaining(['@context', 'manifest id', 'manifest label', 'manifest items']),
    );
  });
});
