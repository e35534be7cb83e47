import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { PictureFallback, usePictureStatus } from '@art-portal/ui-shell/content';
import type { ComponentPropsWithoutRef } from 'react';

type PictureImgProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'alt' | 'onLoad' | 'onError'> & {
  src: string;
  alt: string;
  sx?: SxProps<Theme>;
  /** What the placeholder changes in `sx`, which sizes and places it as the picture. */
  fallbackSx?: SxProps<Theme>;
};

function asList(sx: SxProps<Theme> | undefined): readonly unknown[] {
  if (sx === undefined) return [];
  return Array.isArray(sx) ? (sx as readonly unknown[]) : [sx];
}

/**
 * An `<img>` rendered as given, which, when its picture fails to load (404, broken file), leaves a quiet
 * placeholder in its box instead of the browser's broken-image icon, named by `alt` (hidden when `alt` is empty).
 */
export function PictureImg({ src, alt, sx, fallbackSx, ...img }: PictureImgProps) {
  const { status, ...watch } = usePictureStatus(src);
  if (status === 'failed') {
    // `display: flex` over the picture's own `display` centres the placeholder's glyph.
    const placeholder = [...asList(sx), { display: 'flex' }, ...asList(fallbackSx)] as SxProps<Theme>;
    return <PictureFallback alt={alt} sx={placeholder} />;
  }
  return <Box component="img" {...img} {...watch} src={src} alt={alt} sx={sx} />;
}
