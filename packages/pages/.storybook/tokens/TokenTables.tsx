import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme, type TypographyVariant } from '@mui/material/styles';
import { ColorItem, ColorPalette } from '@storybook/addon-docs/blocks';
import {
  artPalettes,
  createPortalTheme,
  inkColours,
  onInkColours,
  scrimColours,
  statusColours,
  tintColours,
  portalGradients,
  portalRadii,
  portalShadows,
  type PortalThemeMode,
} from '@art-portal/ui-shell/theme';
import type { ReactNode } from 'react';
import { usagesOf, type Usage } from './portalSources';

/** The themes the portal renders with, from ui-shell's own factory: these pages cannot drift from it. */
const themes: Record<PortalThemeMode, Theme> = {
  light: createPortalTheme('light'),
  dark: createPortalTheme('dark'),
};

const cell = {
  padding: '6px 12px',
  textAlign: 'left',
  verticalAlign: 'top',
  borderBottom: '1px solid #e6e6e6',
} as const;

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: '14px' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Files({ usage }: { usage: Usage }) {
  return (
    <span style={{ fontSize: '12px' }}>
      {usage.count} × in {usage.files.map((file) => file.replace(/^packages\//, '')).join(', ')}
    </span>
  );
}

/** Every colour a palette group holds: `main`, `light`, `dark`, `contrastText`, or `default`/`paper`, etc. */
function paletteGroups(theme: Theme): [string, Record<string, string>][] {
  const groups: [string, Record<string, string>][] = [];
  for (const [name, value] of Object.entries(theme.palette)) {
    if (typeof value === 'string' && name !== 'mode') groups.push([name, { [name]: value }]);
    if (typeof value !== 'object' || value === null) continue;
    const colours = Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && /^(#|rgb|hsl)/.test(entry[1]),
      ),
    );
    if (Object.keys(colours).length > 0) groups.push([name, colours]);
  }
  return groups;
}

/** The theme's palette in `mode`: each group as `palette.<group>`, each colour with its key and value. */
export function ThemeColours({ mode }: { mode: PortalThemeMode }) {
  return (
    <ColorPalette>
      {paletteGroups(themes[mode]).map(([name, colours]) => (
        <ColorItem key={name} title={`palette.${name}`} subtitle={mode} colors={colours} />
      ))}
    </ColorPalette>
  );
}

/** The pages' named colours, imported from the theme module: `inkColours.main` in `sx`. */
export function NamedColours() {
  const groups = { inkColours, onInkColours, scrimColours, statusColours, tintColours };
  return (
    <ColorPalette>
      {Object.entries(groups).map(([name, colours]) => (
        <ColorItem key={name} title={name} subtitle="light and dark" colors={{ ...colours }} />
      ))}
    </ColorPalette>
  );
}

/** The generated art's colour sets, `artPalettes.<name>`: background, main and accent. */
export function ArtPalettes() {
  return (
    <ColorPalette>
      {Object.entries(artPalettes).map(([name, [base, main, accent]]) => (
        <ColorItem key={name} title={`artPalettes.${name}`} subtitle="" colors={{ base, main, accent }} />
      ))}
    </ColorPalette>
  );
}

/** `portalGradients`, each over a colour as the pages lay them over pictures. */
export function ThemeGradients() {
  return (
    <Table head={['Token', '']}>
      {Object.entries(portalGradients).map(([name, gradient]) => (
        <tr key={name}>
          <td style={cell}>
            <code>portalGradients.{name}</code>
          </td>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                width: '240px',
                height: '48px',
                background: `${gradient}, ${artPalettes.dusk[1]}`,
                borderRadius: '4px',
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** `#abc` → `#aabbcc`, lower case, so the sources' spellings compare with the theme's. */
function normalHex(colour: string): string {
  const hex = colour.toLowerCase();
  return /^#[0-9a-f]{3}$/.test(hex) ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
}

/** Where a colour is also in the theme, e.g. `palette.primary.main (light)`. */
function themeNames(colour: string): string[] {
  const names: string[] = [];
  for (const mode of ['light', 'dark'] as const)
    for (const [group, colours] of paletteGroups(themes[mode]))
      for (const [key, value] of Object.entries(colours))
        if (normalHex(value) === normalHex(colour))
          names.push(`palette.${group}${key === group ? '' : `.${key}`} (${mode})`);
  return names;
}

/** Colours written into the components and pages instead of read from the theme. */
export function UntrackedColours() {
  const usages = usagesOf(
    /(?<![\w&/])(#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?(?:[0-9a-fA-F]{2})?)\b|rgba?\([^)]*\)/g,
    (colour) => colour.replace(/\s+/g, '').toLowerCase(),
  );
  if (usages.length === 0) return <p>None: every colour comes from the theme.</p>;
  return (
    <Table head={['', 'Colour', 'Same value in the theme', 'Used']}>
      {usages.map((usage) => (
        <tr key={usage.value}>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                width: '40px',
                height: '24px',
                background: usage.value,
                border: '1px solid #ccc',
                borderRadius: '4px',
              }}
            />
          </td>
          <td style={cell}>
            <code>{usage.value}</code>
          </td>
          <td style={cell}>{themeNames(usage.value).join(', ') || '—'}</td>
          <td style={cell}>
            <Files usage={usage} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

const variants: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

/** The type scale: each `typography` variant with its size, weight and line height, set in that variant. */
export function TypeScale() {
  const theme = themes.light;
  return (
    <ThemeProvider theme={theme}>
      <Table head={['Variant', 'Size', 'Weight', 'Line height', 'Sample']}>
        {variants.map((variant) => {
          const style = theme.typography[variant];
          return (
            <tr key={variant}>
              <td style={cell}>
                <code>typography.{variant}</code>
              </td>
              <td style={cell}>{String(style.fontSize)}</td>
              <td style={cell}>{String(style.fontWeight ?? theme.typography.fontWeightRegular)}</td>
              <td style={cell}>{String(style.lineHeight ?? '—')}</td>
              <td style={cell}>
                <Typography variant={variant} component="span">
                  数字艺术门户 Digital Art
                </Typography>
              </td>
            </tr>
          );
        })}
      </Table>
    </ThemeProvider>
  );
}

/** The font stack every variant uses. */
export const fontFamily = themes.light.typography.fontFamily ?? '';

/** The font stack, wrapped to the page's width. */
export function FontStack() {
  return <code style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{fontFamily}</code>;
}

/** The type scale's sizes, largest first, for the Typeset block. */
export const fontSizes = [
  ...new Set(variants.map((variant) => String(themes.light.typography[variant].fontSize))),
].sort((a, b) => parseFloat(b) - parseFloat(a));

/** A sx value as written (`3`, `'16px'`) and what it resolves to. */
function resolved(written: string, unit: number): string {
  const number = Number(written);
  return Number.isNaN(number) ? written.replace(/'/g, '') : `${number * unit}px`;
}

function Bar({ width }: { width: string }) {
  return (
    <span
      style={{
        display: 'inline-block',
        width,
        height: '16px',
        background: themes.light.palette.primary.main,
        verticalAlign: 'middle',
      }}
    />
  );
}

/**
 * The values the sources write for one kind of token, under "Used in the code": each as written, what it
 * resolves to, a preview and where it is used.
 */
function UsedInCode({
  usages,
  describe,
  preview,
}: {
  usages: Usage[];
  describe: (written: string) => ReactNode;
  preview: (written: string) => ReactNode;
}) {
  return (
    <>
      <h3>Used in the code</h3>
      <Table head={['Written', 'Resolves to', '', 'Used']}>
        {usages.map((usage) => (
          <tr key={usage.value}>
            <td style={cell}>
              <code>{usage.value}</code>
            </td>
            <td style={cell}>{describe(usage.value)}</td>
            <td style={cell}>{preview(usage.value)}</td>
            <td style={cell}>
              <Files usage={usage} />
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8];

/** `theme.spacing(n)` for the steps the pages use, and every padding, margin and gap in the sources. */
export function SpacingScale() {
  const theme = themes.light;
  const used = usagesOf(
    /\b(?:p|px|py|pt|pb|pl|pr|m|mx|my|mt|mb|ml|mr|gap|rowGap|columnGap|padding|margin)\s*:\s*('-?\d+(?:\.\d+)?px'|-?\d+(?:\.\d+)?)(?=\s*[,}])/g,
  );
  return (
    <>
      <Table head={['Token', 'Value', '']}>
        {spacingSteps.map((step) => (
          <tr key={step}>
            <td style={cell}>
              <code>theme.spacing({step})</code> (sx <code>{step}</code>)
            </td>
            <td style={cell}>{theme.spacing(step)}</td>
            <td style={cell}>
              <Bar width={theme.spacing(step)} />
            </td>
          </tr>
        ))}
      </Table>
      <p>
        A number in <code>sx</code> is a step of the scale above; a string in px is written by hand.
      </p>
      <UsedInCode
        usages={used}
        describe={(written) => resolved(written, 8)}
        preview={(written) => <Bar width={resolved(written, 8).replace(/^-/, '')} />}
      />
    </>
  );
}

/** `shape.borderRadius` and every radius in the sources: a number in sx is a multiple of it. */
export function RadiusScale() {
  const radius = Number(themes.light.shape.borderRadius);
  const used = usagesOf(/\bborderRadius\s*:\s*('[^']*'|\d+(?:\.\d+)?)(?=\s*[,}])/g);
  const box = (value: string) => (
    <span
      style={{
        display: 'inline-block',
        width: '48px',
        height: '48px',
        background: themes.light.palette.primary.main,
        borderRadius: value,
      }}
    />
  );
  return (
    <>
      <Table head={['Token', 'Value', '']}>
        <tr>
          <td style={cell}>
            <code>shape.borderRadius</code> (sx <code>1</code>)
          </td>
          <td style={cell}>{radius}px</td>
          <td style={cell}>{box(`${radius}px`)}</td>
        </tr>
        {Object.entries(portalRadii).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>portalRadii.{name}</code>
            </td>
            <td style={cell}>{resolved(String(value), radius)}</td>
            <td style={cell}>{box(resolved(String(value), radius))}</td>
          </tr>
        ))}
      </Table>
      <UsedInCode
        usages={used}
        describe={(written) => resolved(written, radius)}
        preview={(written) => box(resolved(written, radius))}
      />
    </>
  );
}

/** `theme.shadows` (the elevations) and every shadow in the sources. */
export function ShadowScale() {
  const theme = themes.light;
  const used = usagesOf(/\bboxShadow\s*:\s*('[^']*'|\d+)(?=\s*[,}])/g);
  const elevation = (written: string) => (/^\d+$/.test(written) ? Number(written) : null);
  const card = (shadow: string, label: ReactNode) => (
    <Box
      sx={{
        width: '120px',
        height: '72px',
        borderRadius: '6px',
        bgcolor: '#fff',
        boxShadow: shadow,
        display: 'grid',
        placeItems: 'center',
        fontSize: '12px',
      }}
    >
      {label}
    </Box>
  );
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: '24px', p: '16px', bgcolor: '#f7f7f9' }}>
        {theme.shadows.map((shadow, index) => (
          <Box key={index}>{card(shadow, <code>shadows[{index}]</code>)}</Box>
        ))}
      </Box>
      <h3>The portal's own</h3>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: '24px', p: '16px', bgcolor: '#f7f7f9' }}>
        {Object.entries(portalShadows).map(([name, shadow]) => (
          <Box key={name}>{card(shadow, <code>portalShadows.{name}</code>)}</Box>
        ))}
      </Box>
      <UsedInCode
        usages={used}
        describe={(written) => (elevation(written) === null ? 'not yet in the theme' : `shadows[${written}]`)}
        preview={(written) => card(theme.shadows[elevation(written) ?? -1] ?? written.replace(/'/g, ''), '')}
      />
    </>
  );
}
