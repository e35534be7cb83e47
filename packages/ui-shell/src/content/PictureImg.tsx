import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentPropsWithoutRef } from 'react';
import { mergeSx } from '../internal/mergeSx';
import { PictureFallback } from './PictureFallback';
import { usePictureFailure } from './usePictureFailure';

/** Props of {@link PictureImg}: an `<img>`'s attributes, with `sx`. */
export type PictureImgProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'alt' | 'onError'> & {
  /** The URL actually loaded. */
  src: string;
  /** Alternative text; `''` for a decorative picture. */
  alt: string;
  /** Styles of the picture, also given to its placeholder when it fails. */
  sx?: SxProps<Theme>;
  /**
   * What the placeholder changes in `sx`, which sizes and places it as the picture (all of its size and place when
   * the picture is styled by `className`).
   */
  fallbackSx?: SxProps<Theme>;
};

/**
 * An `<img>` rendered as given, which, when its picture fails to load (404, broken file) or there is none, leaves a quiet
 * placeholder in its box instead of the browser's broken-image icon, named by `alt` (hidden when `alt` is empty).
 */
export function PictureImg({ src, alt, sx, fallbackSx, ...img }: PictureImgProps) {
  const { failed, ...watch } = usePictureFailure(src);
  if (failed || src === '') {
    // `display: flex` over the picture's own `display` centres the placeholder's glyph.
    return <PictureFallback alt={alt} sx={mergeSx(sx, { display: 'flex' }, fallbackSx)} />;
  }
  // Without `sx` (a picture styled by its `className`) a plain `<img>`: MUI's `Box` would serialise empty styles.
  if (sx === undefined) return <img {...img} {...watch} src={src} alt={alt} />;
  return <Box component="img" {...img} {...watch} src={src} alt={alt} sx={sx} />;
}
