import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { mergeSx } from '../internal/mergeSx';
import { PictureFallback } from './PictureFallback';
import { usePictureStatus } from './usePictureStatus';

/** Props of {@link ResponsivePicture}. */
export interface ResponsivePictureProps {
  /** The stored picture URL; `null` shows only the placeholder. */
  src: string | null | undefined;
  /** Alternative text; `''` for a decorative picture. */
  alt: string;
  /** Builds the `src` actually loaded, e.g. `(url) => pictureUrl(url, 'imgmedium')`. */
  buildSrc?: (src: string) => string;
  /** Builds the `srcset` from the style renditions, e.g. `(url) => pictureSrcSet(url, [['imgsmall', 400], …])`. */
  buildSrcSet?: (src: string) => string;
  /** The `sizes` attribute that goes with the srcset. @default '100vw' */
  sizes?: string;
  /** Intrinsic width and height (px): reserve the space before the picture loads. */
  width?: number;
  /** See `width`. */
  height?: number;
  /** CSS aspect ratio such as `'4 / 3'`; used when width and height are unknown. */
  aspectRatio?: string;
  /** Above the fold: load eagerly with high priority instead of lazily. @default false */
  priority?: boolean;
  /** Colour shown until the picture has loaded. @default a neutral grey from the theme */
  placeholderColor?: string;
  /** How the picture fills its box: cropped (`cover`) or whole (`contain`). @default 'cover' */
  fit?: 'cover' | 'contain';
  /** Extra styles for the picture's box. */
  sx?: SxProps<Theme>;
}

type PictureImageProps = Required<Pick<ResponsivePictureProps, 'alt' | 'priority' | 'fit'>> &
  Pick<ResponsivePictureProps, 'width' | 'height' | 'sizes'> & { src: string; srcSet: string | undefined };

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

function PictureImage({ src, srcSet, sizes, alt, width, height, priority, fit }: PictureImageProps) {
  const { status, ...watch } = usePictureStatus(src);
  if (status === 'failed') return <PictureFallback alt={alt} sx={{ ...fill, bgcolor: 'transparent' }} />;
  return (
    <img
      {...watch}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      style={{
        ...fill,
        objectFit: fit,
        opacity: status === 'loaded' || priority ? 1 : 0,
        transition: 'opacity 200ms',
      }}
    />
  );
}

/**
 * A picture that never shifts the layout: its box has a fixed aspect ratio and a colour placeholder, the
 * image loads lazily (unless `priority`) from the renditions in `srcset`. A picture that fails to load leaves
 * a quiet placeholder in the same box, still named by `alt`.
 */
export function ResponsivePicture({
  src,
  alt,
  buildSrc,
  buildSrcSet,
  sizes = '100vw',
  width,
  height,
  aspectRatio,
  priority = false,
  placeholderColor,
  fit = 'cover',
  sx,
}: ResponsivePictureProps) {
  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : '4 / 3');
  const url = src ? (buildSrc ? buildSrc(src) : src) : null;
  return (
    <Box
      sx={mergeSx(
        {
          position: 'relative',
          width: '100%',
          aspectRatio: ratio,
          overflow: 'hidden',
          bgcolor: placeholderColor ?? 'action.hover',
        },
        sx,
      )}
    >
      {src && url ? (
        <PictureImage
          src={url}
          srcSet={buildSrcSet ? buildSrcSet(src) : undefined}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          priority={priority}
          fit={fit}
        />
      ) : null}
    </Box>
  );
}
