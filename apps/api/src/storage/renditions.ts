import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { acceptsType } from './acceptsType';

/** Widest side, in pixels, of each picture style; null keeps the original. */
export const pictureStyles: Readonly<Record<string, number | null>> = {
  thumbnail: 200,
  small: 360,
  imgsmall: 480,
  imgmedium: 960,
  imglarge: 1440,
  imgsupergraph: 2400,
  imgoriginal: null,
  source: null,
  // The width ladder `w<N>`: steps of about a fifth between the named styles, so that a `srcset` offers a picture
  // close to any width it is drawn at (phone and desktop, 1× to 3×).
  w120: 120,
  w240: 240,
  w320: 320,
  w400: 400,
  w560: 560,
  w640: 640,
  w720: 720,
  w800: 800,
  w1120: 1120,
  w1280: 1280,
  w1680: 1680,
  w1920: 1920,
};

/** An encoding a rendition can be written in. */
export type RenditionFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** A style asked for, and the format its URL names (`style/<name>_webp`), or null to negotiate by `Accept`. */
export type StyleRequest = { style: string; format: 'webp' | null };

/**
 * The style asked for by `x-oss-process=style/<name>` or `style/<name>_webp` (always WebP, whatever the client
 * accepts), or null (original) when absent or unknown.
 */
export function requestedStyle(process: unknown): StyleRequest | null {
  if (typeof process !== 'string') return null;
  const match = /^style\/([a-z0-9]+)(_webp)?$/.exec(process);
  const name = match?.[1];
  return name && pictureStyles[name] ? { style: name, format: match[2] ? 'webp' : null } : null;
}

/** The longest side of a picture the storage host takes, as the portal's picker allows. */
export const maxPictureSide = 8000;

/** The most pixels a rendition decodes: a picture claiming more is served as stored, never decoded. */
export const maxInputPixels = maxPictureSide * maxPictureSide;

const resizable = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** True when a stored file of type `mime` (judged by its content) has renditions. */
export function hasRenditions(mime: string | undefined): boolean {
  return mime !== undefined && resizable.has(mime);
}

/**
 * The format to send a style in when it differs from the source's: WebP for JPEG and PNG sources
 * when the client lists `image/webp`, otherwise null (the source's own format).
 */
export function negotiatedFormat(mime: string, accept: string | undefined): 'webp' | null {
  return (mime === 'image/jpeg' || mime === 'image/png') && acceptsType(accept, 'image/webp') ? 'webp' : null;
}

/**
 * Where a style of `key` is cached, relative to the renditions folder. A converted rendition lives under a
 * folder of its format (never a style name) with the format's extension, which also gives its Content-Type.
 */
export function renditionPath(style: string, key: string, format: 'webp' | null): string {
  return format ? join(format, style, `${key}.${format}`) : join(style, key);
}

function encode(image: Sharp, format: RenditionFormat): Promise<Buffer> {
  if (format === 'png') return image.png({ compressionLevel: 8 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 75 }).toBuffer();
  if (format === 'avif') return image.avif({ quality: 55 }).toBuffer();
  return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

function sourceFormat(format: string | undefined): RenditionFormat {
  if (format === 'png' || format === 'webp' || format === 'jpeg') return format;
  if (format === 'heif') return 'avif';
  return 'jpeg';
}

/**
 * Resizes a picture to a style's width, never enlarging it, and encodes it as `format`
 * (by default the source's own format).
 * @throws when the picture claims more than {@link maxInputPixels} pixels, before decoding it.
 */
export async function renderStyle(source: Buffer, style: string, format?: RenditionFormat): Promise<Buffer> {
  const width = pictureStyles[style];
  if (!width && !format) return source;
  const image = sharp(source, { failOn: 'none', limitInputPixels: maxInputPixels }).rotate();
  if (width) image.resize({ width, height: width, fit: 'inside', withoutEnlargement: true });
  return encode(image, format ?? sourceFormat((await sharp(source).metadata()).format));
}
