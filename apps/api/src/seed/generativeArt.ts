import sharp from 'sharp';
import { maxPictureSide } from '../storage/renditions';

/** The drawing styles of the seeded pictures. */
export const artStyles = [
  'flow',
  'orbits',
  'grid',
  'ridges',
  'bloom',
  'stripes',
  'truchet',
  'constellation',
] as const;
/** One drawing style. */
export type ArtStyle = (typeof artStyles)[number];

const palettes: readonly string[][] = [
  ['#0b1d3a', '#1f4e79', '#3fa7d6', '#fac05e', '#f79d84'],
  ['#1a1423', '#3d314a', '#684756', '#96705b', '#ab8476'],
  ['#0f0e17', '#ff8906', '#f25f4c', '#e53170', '#fffffe'],
  ['#012a36', '#29274c', '#7e52a0', '#d295bf', '#e6bccd'],
  ['#10451d', '#2d6a4f', '#52b788', '#b7e4c7', '#f1faee'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#03071e', '#6a040f', '#d00000', '#f48c06', '#ffba08'],
  ['#0d1b2a', '#1b263b', '#415a77', '#778da9', '#e0e1dd'],
  ['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#d90429'],
  ['#001219', '#005f73', '#0a9396', '#94d2bd', '#ee9b00'],
  ['#3c096c', '#5a189a', '#7b2cbf', '#c77dff', '#e0aaff'],
  ['#1b3a4b', '#006466', '#4d194d', '#f3722c', '#f9c74f'],
];

function random(seed: number): () => number {
  let a = seed >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Canvas = { w: number; h: number; rnd: () => number; pal: string[] };

const f = (n: number) => n.toFixed(1);
const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

function background({ w, h, pal, rnd }: Canvas, id: string): string {
  const angle = Math.floor(rnd() * 360);
  return `<defs><linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${pal[0]}"/><stop offset="1" stop-color="${pal[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}

function flow(c: Canvas): string {
  const { w, h, rnd, pal } = c;
  const scale = 0.002 + rnd() * 0.004;
  const twist = 1 + rnd() * 3;
  const phase = rnd() * 10;
  const paths: string[] = [];
  for (let i = 0; i < 420; i++) {
    let x = rnd() * w;
    let y = rnd() * h;
    let d = `M${f(x)} ${f(y)}`;
    for (let s = 0; s < 60; s++) {
      const a = (Math.sin(x * scale + phase) + Math.cos(y * scale * 1.3 - phase)) * twist * Math.PI;
      x += Math.cos(a) * 6;
      y += Math.sin(a) * 6;
      d += `L${f(x)} ${f(y)}`;
    }
    paths.push(
      `<path d="${d}" stroke="${pick(rnd, pal.slice(2))}" stroke-opacity="${(0.25 + rnd() * 0.6).toFixed(2)}" stroke-width="${f(0.6 + rnd() * 2.4)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return background(c, 'bg') + paths.join('');
}

function orbits(c: Canvas): string {
  const { w, h, rnd, pal } = c;
  const out: string[] = [background(c, 'bg')];
  const centres = 2 + Math.floor(rnd() * 3);
  for (let k = 0; k < centres; k++) {
    const cx = rnd() * w;
    const cy = rnd() * h;
    const rings = 12 + Math.floor(rnd() * 18);
    for (let r = rings; r > 0; r--) {
      const radius = (r / rings) * Math.min(w, h) * (0.25 + rnd() * 0.35);
      out.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="${pick(rnd, pal)}" fill-opacity="${(0.08 + rnd() * 0.25).toFixed(2)}" stroke="${pick(rnd, pal.slice(2))}" stroke-opacity="0.5" stroke-width="${f(0.5 + rnd() * 1.5)}"/>`,
      );
    }
  }
  for (let i = 0; i < 160; i++)
    out.push(
      `<circle cx="${f(rnd() * w)}" cy="${f(rnd() * h)}" r="${f(1 + rnd() * 4)}" fill="${pal[4]}" fill-opacity="${(0.3 + rnd() * 0.7).toFixed(2)}"/>`,
    );
  return out.join('');
}

function grid(c: Canvas): string {
  const { w, h, rnd, pal } = c;
  const cols = 6 + Math.floor(rnd() * 8);
  const size = w / cols;
  const rows = Math.ceil(h / size);
  const out: string[] = [`<rect width="${w}" height="${h}" fill="${pal[0]}"/>`];
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const x = i * size;
      const y = j * size;
      const fill = pick(rnd, pal.slice(1));
      const kind = Math.floor(rnd() * 4);
      if (kind === 0)
        out.push(
          `<rect x="${f(x + 4)}" y="${f(y + 4)}" width="${f(size - 8)}" height="${f(size - 8)}" fill="${fill}"/>`,
        );
      if (kind === 1)
        out.push(
          `<circle cx="${f(x + size / 2)}" cy="${f(y + size / 2)}" r="${f(size * 0.42)}" fill="${fill}"/>`,
        );
      if (kind === 2) {
        const r = Math.floor(rnd() * 4) * 90;
        out.push(
          `<path d="M${f(x)} ${f(y)}h${f(size)}a${f(size)} ${f(size)} 0 0 1 ${f(-size)} ${f(size)}z" fill="${fill}" transform="rotate(${r} ${f(x + size / 2)} ${f(y + size / 2)})"/>`,
        );
      }
      if (kind === 3)
        out.push(
          `<path d="M${f(x)} ${f(y + size)}L${f(x + size / 2)} ${f(y)}L${f(x + size)} ${f(y + size)}z" fill="${fill}" fill-opacity="0.85"/>`,
        );
    }
  }
  return out.join('');
}

function ridges(c: Canvas): string {
  const { w, h, rnd, pal } = c;
  const out: string[] = [background(c, 'bg')];
  const layers = 9 + Math.floor(rnd() * 8);
  const freq = 0.004 + rnd() * 0.01;
  for (let l = 0; l < layers; l++) {
    const base = h * (0.25 + (l / layers) * 0.8);
    const amp = 20 + rnd() * 80;
    const ph = rnd() * 10;
    let d = `M0 ${h}L0 ${f(base)}`;
    for (let x = 0; x <= w; x += 8) {
      const y =
        base -
        amp *
          (Math.sin(x * freq + ph) * 0.6 +
            Math.sin(x * freq * 2.7 + ph * 2) * 0.3 +
            Math.sin(x * freq * 7.1) * 0.1);
      d += `L${x} ${f(y)}`;
    }
    d += `L${w} ${h}z`;
    out.push(
      `<path d="${d}" fill="${pal[(l % (pal.length - 1)) + 1]}" fill-opacity="${(0.55 + (l / layers) * 0.45).toFixed(2)}"/>`,
    );
  }
  out.push(
    `<circle cx="${f(w * (0.2 + rnd() * 0.6))}" cy="${f(h * 0.22)}" r="${f(Math.min(w, h) * 0.09)}" fill="${pal[4]}" fill-opacity="0.9"/>`,
  );
  return out.join('');
}

function bloom(c: Canvas): string {
  const { w, h, rnd, pal } = c;
  const out: string[] = [
    `<defs><filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(Math.min(w, h) / 14)}"/></filter></defs>`,
    `<rect width="${w}" height="${h}" fill="${pal[0]}"/>`,
    '<g filter="url(#blur)">',
  ];
  for (let i = 0; i < 9; i++)
    out.push(
      `<circle cx="${f(rnd() * w)}" cy="${f(rnd() * h)}" r="${f(Math.min(w, h) * (0.15 + rnd() * 0.3))}" fill="${pick(rnd, pal.slice(1))}" fill-opacity="0.85"/>`,
    );
  out.push('</g>');
  const petals = 24 + Math.floor(rnd() * 24);
  const cx = w / 2;
  const cy = h / 2;
  const radius = Math.min(w, h) * 0.36;
  for (let i = 0; i < petals; i++) {
    const a = (i / petals) * 360;
    out.push(
      `<ellipse cx="${f(cx)}" cy="${f(cy - radius / 2)}" rx="${f(radius / 9)}" ry="${f(radius / 2)}" fill="none" stroke="${pal[4]}" stroke-opacity="0.55" stroke-width="1.4" transform="rotate(${f(a)} ${f(cx)} ${f(cy)})"/>`,
    );
  }
  return out.join('');
}

function stripes(c: Canvas): string {
  const { w, h, rnd, pal } = c;
  const out: string[] = [`<rect width="${w}" height="${h}" fill="${pal[0]}"/>`];
  const bands = 40 + Math.floor(rnd() * 40);
  const wobble = 20 + rnd() * 60;
  const freq = 0.005 + rnd() * 0.01;
  for (let b = 0; b < bands; b++) {
    const y0 = (b / bands) * h * 1.2 - h * 0.1;
    let d = `M0 ${f(y0)}`;
    for (let x = 0; x <= w; x += 10)
      d += `L${x} ${f(y0 + Math.sin(x * freq + b * 0.35) * wobble * Math.sin(b * 0.1))}`;
    out.push(
      `<path d="${d}" stroke="${pal[(b % (pal.length - 1)) + 1]}" stroke-width="${f((h / bands) * 0.7)}" fill="none"/>`,
    );
  }
  return out.join('');
}

function truchet(c: Canvas): string {
  const { w, h, rnd, pal } = c;
  const size = 40 + Math.floor(rnd() * 50);
  const out: string[] = [background(c, 'bg')];
  const stroke = pick(rnd, pal.slice(2));
  const accent = pick(rnd, pal.slice(2));
  for (let x = 0; x < w; x += size) {
    for (let y = 0; y < h; y += size) {
      const s = size / 2;
      const d =
        rnd() < 0.5
          ? `M${x + s} ${y}A${s} ${s} 0 0 1 ${x} ${y + s}M${x + size} ${y + s}A${s} ${s} 0 0 0 ${x + s} ${y + size}`
          : `M${x + s} ${y}A${s} ${s} 0 0 0 ${x + size} ${y + s}M${x} ${y + s}A${s} ${s} 0 0 1 ${x + s} ${y + size}`;
      out.push(
        `<path d="${d}" stroke="${rnd() < 0.15 ? accent : stroke}" stroke-width="${f(size / 7)}" fill="none" stroke-linecap="round"/>`,
      );
    }
  }
  return out.join('');
}

function constellation(c: Canvas): string {
  const { w, h, rnd, pal } = c;
  const out: string[] = [background(c, 'bg')];
  const points = Array.from({ length: 90 }, () => [rnd() * w, rnd() * h] as const);
  const reach = Math.min(w, h) * 0.16;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const [ax, ay] = points[i] as readonly [number, number];
      const [bx, by] = points[j] as readonly [number, number];
      const dist = Math.hypot(ax - bx, ay - by);
      if (dist < reach)
        out.push(
          `<line x1="${f(ax)}" y1="${f(ay)}" x2="${f(bx)}" y2="${f(by)}" stroke="${pal[3]}" stroke-opacity="${(0.8 * (1 - dist / reach)).toFixed(2)}" stroke-width="1.2"/>`,
        );
    }
  }
  for (const [x, y] of points)
    out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(2 + rnd() * 5)}" fill="${pick(rnd, pal.slice(2))}"/>`);
  return out.join('');
}

const painters: Record<ArtStyle, (c: Canvas) => string> = {
  flow,
  orbits,
  grid,
  ridges,
  bloom,
  stripes,
  truchet,
  constellation,
};

/** The SVG source of one picture: the same style, seed and size always give the same picture. */
function artSvg(style: ArtStyle, seed: number, width: number, height: number): string {
  const rnd = random(seed * 7919 + artStyles.indexOf(style));
  const pal = palettes[Math.floor(rnd() * palettes.length)] as string[];
  const body = painters[style]({ w: width, h: height, rnd, pal });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The object key of a generated picture, e.g. `seed/flow-12-1200x900.jpg`. */
export function artKey(style: ArtStyle, seed: number, width: number, height: number): string {
  return `seed/${style}-${seed}-${width}x${height}.jpg`;
}

/** Reads a key made by {@link artKey}, or null when it is not one (or wider than the storage takes a picture). */
export function parseArtKey(
  key: string,
): { style: ArtStyle; seed: number; width: number; height: number } | null {
  const match = /^seed\/([a-z]+)-(\d{1,6})-(\d{2,4})x(\d{2,4})\.jpg$/.exec(key);
  if (!match) return null;
  const style = artStyles.find((s) => s === match[1]);
  const [width, height] = [Number(match[3]), Number(match[4])];
  if (!style || width > maxPictureSide || height > maxPictureSide) return null;
  return { style, seed: Number(match[2]), width, height };
}

/** Renders a generated picture to JPEG. */
export function renderArt(style: ArtStyle, seed: number, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(style, seed, width, height)))
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}
