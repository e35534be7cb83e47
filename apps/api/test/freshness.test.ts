import type { ApiClient } from '@art-portal/api-client';
import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks } from '../src/db/schema';
import { startTestServer, type TestServer } from './startTestServer';

/** The read cache's lifetime here: the staleness docs/deploy.md states is this variable (5 s by default). */
const ttlMs = 200;

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ READ_CACHE_TTL_MS: String(ttlMs), SITEMAP_PART_SIZE: '10' });
  api = server.client();
});
afterAll(() => server?.close());

const firstPage = () => api.artworks.list({ pageNum: 1, pageSize: 12 });

async function inSitemap(id: number) {
  const part = await api.sitemap.getPart({ kind: 'artworks', part: Math.ceil(id / 10) });
  return part.ids.includes(id);
}

describe('a work published or withdrawn', () => {
  it('shows first in the list, in total and in the sitemap once the read cache has let go; leaves them when withdrawn', async () => {
    const before = await firstPage();
    const [template] = await server.app.database.db.select().from(artworks).limit(1);
    if (!template) throw new Error('the demo has works');
    const { id: _id, createdAt: _createdAt, viewCount: _views, ...fields } = template;
    const [added] = await server.app.database.db
      .insert(artworks)
      .values({ ...fields, title: '新发布的作品', published: true, state: 'published' })
      .returning({ id: artworks.id });
    if (!added) throw new Error('inserted');

    await sleep(ttlMs + 50);
    const after = await firstPage();
    expect(after.rows[0]?.id).toBe(added.id);
    expect(after.total).toBe(before.total + 1);
    expect(await inSitemap(added.id)).toBe(true);

    await server.app.database.db
      .update(artworks)
      .set({ published: false, state: 'withdrawn' })
      .where(eq(artworks.id, added.id));
    await sleep(ttlMs + 50);
    const withdrawn = await firstPage();
    expect(withdrawn.rows.map((row) => row.id)).not.toContain(added.id);
    expect(withdrawn.total).toBe(before.total);
    expect(await inSitemap(added.id)).toBe(false);
  });
});
