import type { ApiClient, Picture } from '@art-portal/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPyramid } from '../src/storage/pyramidQueue';
import { presentation3Problems } from './presentation3Problems';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  // No read cache: the second read of a work sees its pyramid as soon as it is published.
  server = await startTestServer({ READ_CACHE_TTL_MS: '0' });
  api = server.client();
});
afterAll(() => server?.close());

const other = { origin: 'https://viewer.example' };

async function firstWork() {
  const [summary] = (await api.artworks.list({ pageNum: 1, pageSize: 1 })).rows;
  if (!summary) throw new Error('no artwork');
  return api.artworks.get({ id: summary.id });
}

/** A work's first picture once its pyramid is published. */
async function tiledPicture(): Promise<{ picture: Picture; manifest: string }> {
  const before = await firstWork();
  const [first] = before.pictures;
  if (!first) throw new Error('no picture');
  // The read asked for the pyramid in the background; asking again waits for that queue.
  await requestPyramid(server.config.dataDir, first.url.slice('/storage/'.length));
  const after = await firstWork();
  return { picture: after.pictures[0] as Picture, manifest: after.manifest };
}

describe('IIIF tile pyramids', () => {
  it('are made off the request path, then named as the ImageService3 of the manifest', async () => {
    const work = await firstWork();
    expect(work.pictures[0]?.service).toBeNull();
    const { picture, manifest } = await tiledPicture();
    expect(picture.service).toMatch(new RegExp(`^${server.origin}/storage/iiif/[0-9a-f]{32}$`));
    const body = (await (await fetch(manifest)).json()) as Record<string, unknown>;
    expect(presentation3Problems(body)).toEqual([]);
    expect(JSON.stringify(body)).toContain(
      JSON.stringify([{ id: picture.service, type: 'ImageService3', profile: 'level0' }]),
    );
  });

  it('serve a valid info.json and its tiles to any origin, cached for a year, as images only', async () => {
    const { picture } = await tiledPicture();
    const response = await fetch(`${picture.service}/info.json`, { headers: other });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(
      /^application\/ld\+json; ?profile="http:\/\/iiif\.io\/api\/image\/3\/context\.json"/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const info = (await response.json()) as {
      tiles: { width: number; scaleFactors: number[] }[];
    } & Record<string, unknown>;
    expect(info).toMatchObject({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: picture.service,
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      profile: 'level0',
      width: picture.width,
      height: picture.height,
    });
    const [tiles] = info.tiles;
    if (!tiles) throw new Error('no tiles');
    // The top-left tile of every scale factor is where the info says, at the size a viewer asks for.
    for (const scale of tiles.scaleFactors) {
      const w = Math.min(tiles.width * scale, picture.width);
      const h = Math.min(tiles.width * scale, picture.height);
      const size = [Math.ceil(w / scale), Math.ceil(h / scale)];
      const region = w === picture.width && h === picture.height ? 'full' : `0,0,${w},${h}`;
      const tile = await fetch(`${picture.service}/${region}/${size.join(',')}/0/default.jpg`, {
        headers: other,
      });
      expect(tile.status).toBe(200);
      expect(tile.headers.get('content-type')).toBe('image/jpeg');
      expect(tile.headers.get('access-control-allow-origin')).toBe('*');
      expect(tile.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(tile.headers.get('x-content-type-options')).toBe('nosniff');
      const { width, height } = await sharp(Buffer.from(await tile.arrayBuffer())).metadata();
      expect([width, height]).toEqual(size);
    }
  });

  it('answer 404, never 500, for a tile, a pyramid or a path that is not there', async () => {
    const { picture } = await tiledPicture();
    const missing = [
      `${picture.service}/99999,0,512,512/512,512/0/default.jpg`,
      `${picture.service}/0,0,512,512/512,512/90/default.png`,
      `${server.origin}/storage/iiif/${'0'.repeat(32)}/info.json`,
      `${server.origin}/storage/iiif/%2e%2e%2fbucket/info.json`,
      `${server.origin}/storage/iiif/not-an-id/0,0,512,512/512,512/0/default.jpg`,
    ];
    for (const url of missing) {
      const response = await fetch(url, { headers: other });
      expect(response.status, url).toBe(404);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toEqual({ code: 404, msg: '文件不存在' });
    }
  });
});
