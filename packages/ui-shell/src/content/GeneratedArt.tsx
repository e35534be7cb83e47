import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { artPalettes, type ArtPaletteName } from '../theme/portalEffects';
import { inkColours } from '../theme/portalPalette';

function random(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

function hash(text: string): number {
  let value = 7;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) % 2147483647;
  return value;
}

/** Props of {@link GeneratedArt}. */
export interface GeneratedArtProps {
  /** The same seed always draws the same picture. */
  seed: string;
  /** The colours, one of the theme's `artPalettes`. @default 'dusk' */
  palette?: ArtPaletteName;
  /** Accessible description; without it the art is decorative. */
  label?: string;
  sx?: SxProps<Theme>;
}

/** Deterministic generative artwork (gradient field, orbits and waves) used as editorial imagery. */
export function GeneratedArt({ seed, palette = 'dusk', label, sx }: GeneratedArtProps) {
  const [base, primary, accent] = artPalettes[palette];
  const next = random(hash(seed));
  const id = `art-${hash(seed).toString(36)}`;
  const circles = Array.from({ length: 6 }, (_, index) => ({
    cx: Math.round(next() * 800),
    cy: Math.round(next() * 450),
    r: Math.round(40 + next() * 160),
    opacity: 0.15 + next() * 0.45,
    fill: index % 2 === 0 ? primary : accent,
  }));
  const motif = hash(seed) % 3;
  const rings = Array.from({ length: 9 }, (_, index) => ({
    r: 30 + index * 34,
    opacity: 0.5 - index * 0.045,
  }));
  const ribbons = Array.from({ length: 7 }, (_, index) => {
    const x = -200 + index * 150 + next() * 60;
    return `M${x} 450 L${x + 260} 0 L${x + 300 + next() * 40} 0 L${x + 40} 450 Z`;
  });
  const waves = Array.from({ length: 5 }, (_, index) => {
    const y = 250 + index * 38 + next() * 20;
    const lift = 40 + next() * 90;
    return `M0 ${y} C 200 ${y - lift}, 420 ${y + lift}, 800 ${y - lift / 2}`;
  });
  return (
    <Box
      component="svg"
      viewBox="0 0 800 450"
      preserveAspectRatio="xMidYMid slice"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{ display: 'block', width: '100%', height: '100%', ...sx }}
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={base} />
          <stop offset="1" stopColor={primary} stopOpacity="0.55" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.7" cy="0.3" r="0.6">
          <stop offset="0" stopColor={accent} stopOpacity="0.55" />
          <stop offset="1" stopColor={accent} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="800" height="450" fill={base} />
      <rect width="800" height="450" fill={`url(#${id}-bg)`} />
      <rect width="800" height="450" fill={`url(#${id}-glow)`} />
      {motif === 1 &&
        rings.map((ring) => (
          <circle
            key={ring.r}
            cx={560}
            cy={200}
            r={ring.r}
            fill="none"
            stroke={accent}
            strokeOpacity={ring.opacity}
            strokeWidth={10}
          />
        ))}
      {motif === 2 &&
        ribbons.map((d, index) => <path key={d} d={d} fill={index % 2 ? primary : accent} opacity={0.28} />)}
      {circles.slice(0, motif === 0 ? 6 : 3).map((circle) => (
        <circle key={`${circle.cx}-${circle.cy}`} {...circle} style={{ mixBlendMode: 'screen' }} />
      ))}
      {waves.map((d, index) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke={index % 2 ? accent : inkColours.contrastText}
          strokeOpacity={0.35}
          strokeWidth={2 + index}
        />
      ))}
    </Box>
  );
}
