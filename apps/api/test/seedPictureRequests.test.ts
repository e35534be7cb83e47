import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketPaths } from '../src/storage/registerStorage';
import { seedPictureKeys } from '../src/seed/warmSeedPictures';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('pictures drawn on request', () => {
  it('draws only the pictures the database refers to', async () => {
    const { objects } = bucketPaths(server.config.dataDir);
    const before = await filesUnder(join(objects, 'seed'));
    const invented = [
      'seed/flow-424242-2400x2400.jpg',
      'seed/orbits-1-2399x2400.jpg',
      'seed/grid-999999-10x10.jpg',
    ];
    for (const key of invented) {
      const response = await fetch(`${server.origin}/storage/${key}?x-oss-process=style/imgsmall`);
      expect(response.status, key).toBe(404);
      expect(await response.json()).toEqual({ code: 404, msg: '文件不存在' });
    }
    expect(await filesUnder(join(objects, 'seed'))).toEqual(before);

    const [referenced] = await seedPictureKeys(server.app.database.db);
    if (!referenced) throw new Error('the seed refers to no picture');
    const drawn = await fetch(`${server.origin}/storage/${referenced}`);
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/jpeg');
    // A CDN in front of /storage keeps it for everyone: it must not carry a visitor's cookie.
    expect(drawn.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(drawn.headers.getSetCookie()).toEqual([]);
  });

  it('caches renditions of the contract styles only', async () => {
    const key = (await seedPictureKeys(server.app.database.db)).find(
      (k) => Number(/-(\d+)x\d+\.jpg$/.exec(k)?.[1]) > 200,
    );
    if (!key) throw new Error('the seed refers to no picture wider than a thumbnail');
    const { renditions } = bucketPaths(server.config.dataDir);
    for (const style of [
      'huge',
      'thumbnail2',
      'imgoriginal',
      'source',
      'THUMBNAIL',
      '../x',
      'resize,w_9000',
    ]) {
      expect(
        (await fetch(`${server.origin}/storage/${key}?x-oss-process=style/${style}`)).status,
        style,
      ).toBe(200);
    }
    expect(await filesUnder(renditions)).toEqual([]);
    const thumb = await fetch(`${server.origin}/storage/${key}?x-oss-process=style/thumbnail`);
    const { width = 0, height = 0 } = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(Math.max(width, height)).toBe(200);
    expect(await filesUnder(renditions)).toHaveLength(1);
  });

  it('answers every one of many first requests for a picture not drawn yet, drawing it once', async () => {
    const keys = await seedPictureKeys(server.app.database.db);
    const { objects } = bucketPaths(server.config.dataDir);
    const drawnBefore = new Set(await filesUnder(join(objects, 'seed')));
    const key = keys.find((k) => !drawnBefore.has(join(objects, k)));
    if (!key) throw new Error('every seed picture is drawn already');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${server.origin}/storage/${key}${i % 2 ? '?x-oss-process=style/imgsmall' : ''}`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const left = (await filesUnder(join(objects, 'seed'))).filter((file) => !drawnBefore.has(file));
    expect(left).toEqual([join(objects, key)]);
  });
});
