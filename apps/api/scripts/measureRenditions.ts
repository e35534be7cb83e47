import sharp, { type Sharp } from 'sharp';
import { parseArtKey, renderArt } from '../src/seed/generativeArt';
import { pictureStyles, renderStyle } from '../src/storage/renditions';

function resized(source: Buffer, width: number): Sharp {
  return sharp(source, { failOn: 'none' })
    .rotate()
    .resize({ width, height: width, fit: 'inside', withoutEnlargement: true });
}

type Candidate = { label: string; render: (source: Buffer, style: string) => Promise<Buffer> };

const resizedTo = (source: Buffer, style: string) => resized(source, pictureStyles[style] ?? 0);

const candidates: Candidate[] = [
  { label: 'JPEG q80 mozjpeg (served)', render: (source, style) => renderStyle(source, style, 'jpeg') },
  { label: 'WebP q75 (served)', render: (source, style) => renderStyle(source, style, 'webp') },
  { label: 'WebP q80', render: (source, style) => resizedTo(source, style).webp({ quality: 80 }).toBuffer() },
  {
    label: 'AVIF q45 effort 2',
    render: (source, style) => resizedTo(source, style).avif({ quality: 45, effort: 2 }).toBuffer(),
  },
  {
    label: 'AVIF q50 effort 2',
    render: (source, style) => resizedTo(source, style).avif({ quality: 50, effort: 2 }).toBuffer(),
  },
  {
    label: 'AVIF q45 effort 4',
    render: (source, style) => resizedTo(source, style).avif({ quality: 45, effort: 4 }).toBuffer(),
  },
];

/** Seeded pictures as the seed names them: the hero banner, another banner, artworks and a 1200×675 cover. */
const keys = (
  process.env.KEYS ??
  'seed/flow-313-1920x640.jpg,seed/truchet-316-1920x640.jpg,seed/flow-1-1200x900.jpg,seed/orbits-20-1200x900.jpg,seed/constellation-70-900x1200.jpg,seed/grid-195-1200x675.jpg,seed/bloom-207-800x600.jpg'
).split(',');

const runs = Number(process.env.RUNS ?? 3);

async function luma(image: Buffer | Sharp): Promise<{ data: Buffer; width: number; height: number }> {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** SSIM of one 8×8 block of two luma planes. */
function blockSsim(a: Buffer, b: Buffer, width: number, left: number, top: number): number {
  const offsets = Array.from({ length: 64 }, (_, i) => (top + Math.floor(i / 8)) * width + left + (i % 8));
  const pa = offsets.map((o) => a[o] ?? 0);
  const pb = offsets.map((o) => b[o] ?? 0);
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  const [ma, mb] = [mean(pa), mean(pb)];
  const va = pa.reduce((s, v) => s + (v - ma) ** 2, 0) / 63;
  const vb = pb.reduce((s, v) => s + (v - mb) ** 2, 0) / 63;
  const cov = pa.reduce((s, v, i) => s + (v - ma) * ((pb[i] ?? 0) - mb), 0) / 63;
  const [c1, c2] = [(0.01 * 255) ** 2, (0.03 * 255) ** 2];
  return ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
}

/** Mean SSIM of the luma over 8×8 blocks (1 = identical). */
function ssim(a: Buffer, b: Buffer, width: number, height: number): number {
  const scores: number[] = [];
  for (let top = 0; top + 8 <= height; top += 8) {
    for (let left = 0; left + 8 <= width; left += 8) scores.push(blockSsim(a, b, width, left, top));
  }
  return scores.reduce((s, v) => s + v, 0) / scores.length;
}

async function timed(make: () => Promise<Buffer>): Promise<{ bytes: Buffer; ms: number }> {
  const times: number[] = [];
  let bytes: Buffer = Buffer.alloc(0);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    bytes = await make();
    times.push(performance.now() - start);
  }
  return { bytes, ms: times.sort((x, y) => x - y)[Math.floor(runs / 2)] ?? 0 };
}

sharp.cache(false);
console.log(
  `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}; median of ${runs} runs (decode + resize + encode)`,
);
console.log('| picture | style | format | bytes | vs JPEG | SSIM | encode ms |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const key of keys) {
  const art = parseArtKey(key);
  if (!art) throw new Error(`not a seeded picture: ${key}`);
  const source = await renderArt(art.style, art.seed, art.width, art.height);
  for (const style of ['imgsmall', 'imgmedium']) {
    const reference = await luma(resizedTo(source, style));
    let jpegBytes = 0;
    for (const candidate of candidates) {
      const { bytes, ms } = await timed(() => candidate.render(source, style));
      jpegBytes ||= bytes.length;
      const score = ssim(reference.data, (await luma(bytes)).data, reference.width, reference.height);
      const share = `${Math.round((bytes.length / jpegBytes) * 100)}%`;
      console.log(
        `| ${key.slice('seed/'.length)} | ${style} | ${candidate.label} | ${bytes.length.toLocaleString('en')} | ${share} | ${score.toFixed(4)} | ${ms.toFixed(0)} |`,
      );
    }
  }
}
