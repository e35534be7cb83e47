/**
 * The portal's one dark: the hero bands (`palette.hero.background`), `inkColours.main`, and every translucent dark laid
 * over a picture, derived from it with `alpha()`.
 */
export const darkBand = '#0b0f1a';
