import sharp from 'sharp';

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
};

/** The style asked for by `x-oss-process=style/<name>`, or null (original) when absent or unknown. */
export function requestedStyle(process: unknown): string | null {
  if (typeof process !== 'string') return null;
  const match = /^style\/([a-z]+)$/.exec(process);
  const name = match?.[1];
  return name && pictureStyles[name] ? name : null;
}

const rasterExtensions = /\.(jpe?g|png|webp|avif)$/i;

/** True when the file at `key` is a picture sharp can resize. */
export function isRaster(key: string): boolean {
  return rasterExtensions.test(key);
}

/** Resizes a picture to a style's width, keeping its format, never enlarging it. */
export async function renderStyle(source: Buffer, style: string): Promise<Buffer> {
  const width = pictureStyles[style];
  if (!width) return source;
  const image = sharp(source, { failOn: 'none' }).rotate().resize({ width, height: width, fit: 'inside', withoutEnlargement: true });
  const { format } = await sharp(source).metadata();
  if (format === 'png') return image.png({ compressionLevel: 8 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  if (format === 'heif') return image.avif({ quality: 55 }).toBuffer();
  return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}
