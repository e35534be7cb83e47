import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketPaths } from '../src/storage/registerStorage';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let seedUrl: string;
let pngUrl: string;

const browserAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const oldAccept = 'image/png,image/jpeg,image/*;q=0.8,*/*;q=0.5';

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
const isJpeg = (bytes: Buffer) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
const isPng = (bytes: Buffer) =>
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  return { headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const varyOf = (headers: Headers) =>
  (headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());
const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice('/storage/'.length));

beforeAll(async () => {
  server = await startTestServer();
  const api = await server.ready(await server.tokenFor('13800000003'));
  const [work] = (await api.artworks.list({ pageNum: 1, pageSize: 1 })).rows;
  if (!work) throw new Error('no artwork');
  seedUrl = new URL(work.cover, server.origin).href;
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#e53170' } })
    .png()
    .toBuffer();
  pngUrl = await api.upload.uploadFile(new Blob([new Uint8Array(png)], { type: 'image/png' }), {
    fileName: 'card.png',
  });
});
afterAll(() => server?.close());

describe('picture styles in a negotiated format', () => {
  it('sends WebP to a client that lists image/webp, and JPEG to one that does not', async () => {
    const original = await get(seedUrl);
    const webp = await get(`${seedUrl}?x-oss-process=style/imgsmall`, { accept: browserAccept });
    expect(isWebp(webp.bytes)).toBe(true);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(varyOf(webp.headers)).toContain('accept');
    expect(original.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(webp.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await sharp(webp.bytes).metadata()).width).toBe(480);

    for (const accept of [oldAccept, 'image/webp;q=0, image/jpeg']) {
      const jpeg = await get(`${seedUrl}?x-oss-process=style/imgsmall`, { accept });
      expect(isJpeg(jpeg.bytes)).toBe(true);
      expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
      expect(varyOf(jpeg.headers)).toContain('accept');
      expect(jpeg.headers.get('cache-control')).toBe(original.headers.get('cache-control'));
      expect((await sharp(jpeg.bytes).metadata()).width).toBe(480);
      expect(jpeg.bytes.length).toBeGreaterThan(webp.bytes.length);
    }
    const none = await get(`${seedUrl}?x-oss-process=style/imgsmall`);
    expect(isJpeg(none.bytes)).toBe(true);
    expect(varyOf(none.headers)).toContain('accept');
  });

  it('keeps a PNG source PNG for a client without WebP', async () => {
    const png = await get(`${pngUrl}?x-oss-process=style/thumbnail`, { accept: oldAccept });
    expect(isPng(png.bytes)).toBe(true);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(varyOf(png.headers)).toContain('accept');
    const webp = await get(`${pngUrl}?x-oss-process=style/thumbnail`, { accept: browserAccept });
    expect(isWebp(webp.bytes)).toBe(true);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(webp.bytes).metadata()).width).toBe(200);
  });

  it('caches each format on disk and answers the second request from the cache', async () => {
    const url = `${pngUrl}?x-oss-process=style/small`;
    const firstWebp = await get(url, { accept: browserAccept });
    const firstPng = await get(url, { accept: oldAccept });
    const { objects, renditions } = bucketPaths(server.config.dataDir);
    const key = keyOf(pngUrl);
    expect((await readFile(join(renditions, 'webp', 'small', `${key}.webp`))).equals(firstWebp.bytes)).toBe(
      true,
    );
    expect((await readFile(join(renditions, 'small', key))).equals(firstPng.bytes)).toBe(true);

    await writeFile(
      join(objects, key),
      await sharp({ create: { width: 900, height: 900, channels: 3, background: '#0a9396' } })
        .png()
        .toBuffer(),
    );
    const secondWebp = await get(url, { accept: browserAccept });
    const secondPng = await get(url, { accept: oldAccept });
    expect(secondWebp.bytes.equals(firstWebp.bytes)).toBe(true);
    expect(secondPng.bytes.equals(firstPng.bytes)).toBe(true);
    expect(secondWebp.headers.get('content-type')).toBe('image/webp');
    expect(secondPng.headers.get('content-type')).toBe('image/png');
  });

  it('sends a style named with its format (`_webp`) in WebP to every client, made once, without Vary: Accept', async () => {
    const url = `${seedUrl}?x-oss-process=style/w320_webp`;
    const first = await get(url, { accept: oldAccept });
    expect(isWebp(first.bytes)).toBe(true);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(varyOf(first.headers)).not.toContain('accept');
    expect((await sharp(first.bytes).metadata()).width).toBe(320);

    const { renditions } = bucketPaths(server.config.dataDir);
    const stored = join(renditions, 'webp', 'w320', `${keyOf(seedUrl)}.webp`);
    expect((await readFile(stored)).equals(first.bytes)).toBe(true);
    // What is sent again is what was stored: the file is answered, never encoded again.
    const marker = Buffer.concat([first.bytes, Buffer.from('stored once')]);
    await writeFile(stored, marker);
    const second = await get(url, { accept: browserAccept });
    expect(second.bytes.equals(marker)).toBe(true);
  });

  it('renders every step of the width ladder and refuses a width outside it', async () => {
    const original = await get(seedUrl);
    const { width = 0, height = 0 } = await sharp(original.bytes).metadata();
    for (const [style, side] of [
      ['w120', 120],
      ['w560', 560],
      ['w1680', 1680],
    ] as const) {
      const { bytes } = await get(`${seedUrl}?x-oss-process=style/${style}`, { accept: oldAccept });
      expect(isJpeg(bytes)).toBe(true);
      // The step is the widest side; a step wider than the picture sends it at its own size, never enlarged.
      const scale = Math.min(1, side / Math.max(width, height));
      expect((await sharp(bytes).metadata()).width).toBe(Math.round(width * scale));
    }
    for (const query of ['style/w333_webp', 'style/imgsmall_avif', 'style/w320_WEBP']) {
      const { bytes, headers } = await get(`${seedUrl}?x-oss-process=${query}`, { accept: browserAccept });
      expect(bytes.equals(original.bytes)).toBe(true);
      expect(headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('adds Accept to the Vary of a cross-origin request', async () => {
    const { headers } = await get(`${seedUrl}?x-oss-process=style/imgmedium`, {
      accept: browserAccept,
      origin: 'https://portal.example',
    });
    expect(varyOf(headers)).toEqual(expect.arrayContaining(['origin', 'accept']));
    expect(headers.get('content-type')).toBe('image/webp');
  });

  it('sends the original unchanged without a style, with an unknown style, for a GIF and when a picture cannot be read', async () => {
    const original = await get(seedUrl);
    for (const query of ['', '?x-oss-process=style/huge', '?x-oss-process=style/imgoriginal']) {
      const { bytes, headers } = await get(`${seedUrl}${query}`, { accept: browserAccept });
      expect(bytes.equals(original.bytes)).toBe(true);
      expect(headers.get('content-type')).toBe('image/jpeg');
      expect(varyOf(headers)).not.toContain('accept');
    }

    const { objects } = bucketPaths(server.config.dataDir);
    const gif = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffba08' } })
      .gif()
      .toBuffer();
    await writeFile(join(objects, 'uploads', 'moving.gif'), gif);
    const styledGif = await get(`${server.origin}/storage/uploads/moving.gif?x-oss-process=style/imgsmall`, {
      accept: browserAccept,
    });
    expect(styledGif.bytes.equals(gif)).toBe(true);
    expect(styledGif.headers.get('content-type')).toBe('image/gif');

    const broken = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('not a picture after all'),
    ]);
    await writeFile(join(objects, 'uploads', 'broken.jpg'), broken);
    const styledBroken = await get(
      `${server.origin}/storage/uploads/broken.jpg?x-oss-process=style/imgsmall`,
      { accept: browserAccept },
    );
    expect(styledBroken.bytes.equals(broken)).toBe(true);
    expect(styledBroken.headers.get('content-type')).toBe('image/jpeg');
  });
});
