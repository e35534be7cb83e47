import type { ApiClient } from '@art-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionProblems, presentation3Problems } from './presentation3Problems';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = server.client();
});
afterAll(() => server?.close());

const collectionOf = (hallId: number | string) => `${server.origin}/api/iiif/halls/${hallId}/collection.json`;

describe('IIIF collections of exhibition halls', () => {
  it("answers each hall as a valid Collection of its works' valid manifests, any origin may read", async () => {
    const [first] = (await api.exhibitions.listHalls({ pageNum: 1, pageSize: 1 })).rows;
    if (!first) throw new Error('no hall');
    const hall = await api.exhibitions.getHall({ id: first.id });
    expect(hall.works.length).toBeGreaterThan(0);
    // The hall names its Collection, which the 云展览 page links.
    expect(hall.collection).toBe(collectionOf(hall.id));
    const response = await fetch(hall.collection, { headers: { origin: 'https://viewer.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(response.headers.get('content-type')).toContain('iiif.io/api/presentation/3/context.json');
    const collection = (await response.json()) as { items: { id: string }[] } & Record<string, unknown>;
    expect(collectionProblems(collection)).toEqual([]);
    expect(collection.label).toEqual({ 'zh-Hans': [hall.name] });
    expect(collection.items.map((item) => item.id)).toEqual(hall.works.map((work) => work.manifest));
    for (const work of hall.works) {
      if (!work.manifest) throw new Error('a hall work without a manifest');
      const answer = await fetch(work.manifest);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      const manifest = (await answer.json()) as Record<string, unknown>;
      expect(presentation3Problems(manifest)).toEqual([]);
      expect(manifest).toMatchObject({
        id: work.manifest,
        label: { 'zh-Hans': [work.title] },
        partOf: [{ id: collectionOf(hall.id), type: 'Collection' }],
        items: [{ width: work.picture?.width, height: work.picture?.height }],
      });
    }
    const etag = response.headers.get('etag');
    if (!etag) throw new Error('no etag');
    expect((await fetch(collectionOf(hall.id), { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('finds a missing hall or hall work as not found, and the checker catches a broken collection', async () => {
    expect((await fetch(collectionOf(999999))).status).toBe(404);
    const [first] = (await api.exhibitions.listHalls({ pageNum: 1, pageSize: 1 })).rows;
    if (!first) throw new Error('no hall');
    const missingWork = await fetch(`${server.origin}/api/iiif/halls/${first.id}/works/999999/manifest.json`);
    expect(missingWork.status).toBe(404);
    expect(await missingWork.json()).toMatchObject({ msg: '展品不存在' });
    expect(collectionProblems({ type: 'Collection', items: [{ id: 'relative', type: 'Manifest' }] })).toEqual(
      expect.arrayContaining(['@context', 'collection id', 'collection label', 'item id/type', 'item label']),
    );
  });
});
