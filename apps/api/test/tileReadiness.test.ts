import type { ApiClient } from '@art-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentEpoch } from '../src/content/contentEpoch';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  // A read cache that would keep an answer ten minutes: only the content epoch can let go of it sooner.
  server = await startTestServer({ READ_CACHE_TTL_MS: '600000', CONTENT_WATCH_MS: '50' });
  api = server.client();
});
afterAll(() => server?.close());

describe('a picture whose tiles are published', () => {
  it('is answered with its IIIF service at the next look at the content epoch, not after the read cache’s TTL', async () => {
    const [summary] = (await api.artworks.list({ pageNum: 1, pageSize: 1 })).rows;
    if (!summary) throw new Error('no artwork');
    const epoch = await readContentEpoch(server.app.database.db);
    // The first read asks for the pyramids in the background and is kept with no service.
    const first = await api.artworks.get({ id: summary.id });
    expect(first.pictures.map((picture) => picture.service)).toContain(null);
    await expect
      .poll(
        async () => (await api.artworks.get({ id: summary.id })).pictures.every((p) => p.service !== null),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
    expect(await readContentEpoch(server.app.database.db)).toBeGreaterThan(epoch);
    const hall = await api.exhibitions.getHall({ id: 1 });
    const work = hall.works[0];
    if (!work?.picture) throw new Error('the hall shows no stored picture');
    await expect
      .poll(async () => (await api.exhibitions.getHall({ id: 1 })).works[0]?.picture?.service ?? null, {
        timeout: 60_000,
      })
      .not.toBeNull();
  });
});
