import type { PictureStyle } from '@art-portal/api-client';

/**
 * Every width storage renders a picture at, narrowest first: the named styles and the `w<N>` steps between them,
 * about a fifth apart, so that the browser finds one close above any width a picture is drawn at (× the screen's
 * pixel ratio) and sends no picture much wider than it is drawn.
 */
const ladder: readonly (readonly [PictureStyle, number])[] = [
  ['w240', 240],
  ['w320', 320],
  ['w400', 400],
  ['imgsmall', 480],
  ['w560', 560],
  ['w640', 640],
  ['w720', 720],
  ['w800', 800],
  ['imgmedium', 960],
  ['w1120', 1120],
  ['w1280', 1280],
  ['imglarge', 1440],
  ['w1680', 1680],
  ['w1920', 1920],
  ['imgsupergraph', 2400],
];

/** The steps of the ladder from `narrowest` to `widest` pixels, for `pictureSrcSet`. */
export function pictureLadder(
  narrowest: number,
  widest: number,
): readonly (readonly [PictureStyle, number])[] {
  return ladder.filter(([, width]) => width >= narrowest && width <= widest);
}
