import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePyramid, pyramidFolders, pyramidReady } from './tilePyramids';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'art-portal-pyramids-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A small PNG whose header claims `width` × `height`: a decompression bomb as far as a decoder can tell. */
async function claimingPng(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // IHDR's data starts after the signature (8), its length (4) and type (4); its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('makePyramid', () => {
  it('publishes a whole pyramid with its info.json and leaves nothing in staging', async () => {
    const source = join(dir, 'small.jpg');
    await sharp({ create: { width: 1300, height: 700, channels: 3, background: '#3a6' } })
      .jpeg()
      .toFile(source);
    const renditions = join(dir, 'ok');
    const outcome = await makePyramid(source, 'uploads/small.jpg', renditions);
    expect(outcome).toMatchObject({ state: 'ready', width: 1300, height: 700 });
    expect(await pyramidReady(renditions, 'uploads/small.jpg')).toBe(true);
    expect(await readdir(pyramidFolders(renditions).staging)).toEqual([]);
  });

  it('refuses a picture over the pixel limit before decoding it, says why, and never tries again', async () => {
    const source = join(dir, 'bomb.png');
    await writeFile(source, await claimingPng(30_000, 30_000));
    const renditions = join(dir, 'bomb');
    const outcome = await makePyramid(source, 'uploads/bomb.png', renditions);
    expect(outcome.state).toBe('refused');
    expect(outcome.state === 'refused' && outcome.reason).toContain('像素超过');
    expect(await pyramidReady(renditions, 'uploads/bomb.png')).toBe(false);
    expect(await readdir(pyramidFolders(renditions).staging)).toEqual([]);
    expect(await readdir(pyramidFolders(renditions).published)).toEqual([
      expect.stringMatching(/\.refused$/),
    ]);
    await rm(source);
    expect(await makePyramid(source, 'uploads/bomb.png', renditions)).toEqual(outcome);
  });
});
