/** Relative lightness (0 black to 1 white) of a computed `rgb()` colour. */
export function lightness(color: string): number {
  const [r = 0, g = 0, b = 0] = color.match(/[\d.]+/g)?.map(Number) ?? [];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
