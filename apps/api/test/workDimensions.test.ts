import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiClient } from '@art-portal/api-client';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks } from '../src/db/schema';
import { parseArtKey } from '../src/seed/generativeArt';
import { bucketPaths } from '../src/storage/registerStorage';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = server.client();
});
afterAll(() => server?.close());

/** A published work the other tests never read, given `images` and a stale 尺寸 typed by an editor. */
async function workShowing(id: number, images: string[]): Promise<void> {
  await server.app.database.db
    .update(artworks)
    .set({ images, cover: images[0] ?? '', dimensions: '4800 × 3600 像素' })
    .where(eq(artworks.id, id));
}

describe('作品尺寸', () => {
  it('the demo has at least four works drawn 6000 px on their long side, and stores no 尺寸 of its own', async () => {
    const rows = await server.app.database.db
      .select({ images: artworks.images, dimensions: artworks.dimensions })
      .from(artworks)
      .where(eq(artworks.published, true));
    const sides = rows.map(({ images }) => {
      const art = parseArtKey((images[0] ?? '').replace(/^\/storage\//, ''));
      return art ? Math.max(art.width, art.height) : 0;
    });
    expect(sides.filter((side) => side >= 6000).length).toBeGreaterThanOrEqual(4);
    expect(sides.every((side) => side >= 900)).toBe(true);
    expect(rows.map((row) => row.dimensions).filter((text) => text !== null)).toEqual([]);
  });

  it('is a seeded work’s picture size, in its detail and its manifest', async () => {
    const [summary] = (await api.artworks.list({ pageNum: 1, pageSize: 1 })).rows;
    if (!summary) throw new Error('no artwork');
    const work = await api.artworks.get({ id: summary.id });
    const [first] = work.pictures;
    if (!first) throw new Error('no picture');
    expect(first.width * first.height).toBeGreaterThan(0);
    expect(work.dimensions).toBe(`${first.width} × ${first.height} 像素`);
    const manifest = (await (await fetch(work.manifest)).json()) as {
      metadata: { label: Record<string, string[]>; value: Record<string, string[]> }[];
    };
    expect(manifest.metadata).toContainEqual({
      label: { 'zh-Hans': ['作品尺寸'] },
      value: { 'zh-Hans': [work.dimensions] },
    });
  });

  it('is an uploaded picture’s size as it is shown (upright by its EXIF orientation), not what an editor typed', async () => {
    const { objects } = bucketPaths(server.config.dataDir);
    const key = 'uploads/20261205/1/turned.jpg';
    await mkdir(join(objects, 'uploads/20261205/1'), { recursive: true });
    // Stored 320 × 200, and tagged to be shown turned a quarter (orientation 6): 200 × 320.
    await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3fa7d6' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(join(objects, key));
    await workShowing(40, [`/storage/${key}`]);
    const work = await api.artworks.get({ id: 40 });
    expect(work.pictures[0]).toMatchObject({ width: 200, height: 320 });
    expect(work.dimensions).toBe('200 × 320 像素');
  });

  it('keeps the editor’s text for a picture the storage does not hold', async () => {
    await workShowing(41, ['https://images.example/elsewhere.jpg']);
    const work = await api.artworks.get({ id: 41 });
    expect(work.pictures[0]).toMatchObject({ width: 0, height: 0 });
    expect(work.dimensions).toBe('4800 × 3600 像素');
  });
});
