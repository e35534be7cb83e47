import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { maxInputPixels, renderStyle, requestedStyle } from './renditions';

/** A one-pixel PNG whose header claims `side`×`side`: tiny on disk, huge once decoded. */
async function claimedPng(side: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // IHDR is the first chunk: its type at 12–15, width and height at 16–23, its CRC (over type and data) at 29.
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('renditions', () => {
  it('refuses to decode a picture over the input pixel bound', async () => {
    const side = Math.ceil(Math.sqrt(maxInputPixels)) + 1;
    const png = await claimedPng(side);
    expect(await sharp(png).metadata()).toMatchObject({ width: side, height: side });
    await expect(renderStyle(png, 'thumbnail')).rejects.toThrow(/pixel limit/i);
  });

  it('renders a picture within the bound to its style', async () => {
    const source = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const rendition = await renderStyle(source, 'imgsmall');
    expect(await sharp(rendition).metadata()).toMatchObject({ width: 480, height: 270, format: 'jpeg' });
  });

  it('reads a style and the format its name asks for, and nothing else', () => {
    expect(requestedStyle('style/imgsmall')).toEqual({ style: 'imgsmall', format: null });
    expect(requestedStyle('style/w640_webp')).toEqual({ style: 'w640', format: 'webp' });
    for (const asked of [
      'style/w641',
      'style/w640_avif',
      'style/imgoriginal_webp',
      'style/w640_webp_webp',
      7,
    ])
      expect(requestedStyle(asked)).toBeNull();
  });
});
