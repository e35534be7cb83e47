/**
 * The picture sizes storage knows, asked for with `x-oss-process=style/<size>`: the named styles, and the width
 * ladder `w<N>` (the widest side in pixels) that fills the steps between them for a `srcset`.
 */
export type PictureStyle =
  | 'thumbnail'
  | 'imgsmall'
  | 'imgmedium'
  | 'imglarge'
  | 'imgoriginal'
  | 'imgsupergraph'
  | 'source'
  | 'small'
  | 'w120'
  | 'w240'
  | 'w320'
  | 'w400'
  | 'w560'
  | 'w640'
  | 'w720'
  | 'w800'
  | 'w1120'
  | 'w1280'
  | 'w1680'
  | 'w1920';

/** A format a style can be asked for in by name (`style/<size>_webp`); without one, storage negotiates. */
export type PictureFormat = 'webp';
