import type { SxProps, Theme } from '@mui/material/styles';
import { coverPicture } from './coverPicture';
import { PictureImg } from '@art-portal/ui-shell/content';
import { inkColours, onInkColours } from '@art-portal/ui-shell/theme';

type CoverImageProps = {
  src: string;
  alt: string;
  ratio?: string;
  /** The page's largest picture above the fold (its LCP): loads eagerly and before anything else. */
  priority?: boolean;
  /** In the first screen but not the largest: loads eagerly, without competing with the priority picture. */
  eager?: boolean;
  sizes?: string;
  sx?: SxProps<Theme>;
};

/**
 * A picture at the sizes the storage offers, with its box reserved before it loads; a picture that fails to load
 * leaves a quiet placeholder in that box.
 */
export function CoverImage({ src, alt, ratio = '4 / 3', priority = false, eager = false, sizes = '(max-width: 600px) 100vw, 33vw', sx }: CoverImageProps) {
  return (
    <PictureImg
      {...coverPicture(src, sizes)}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      sx={{ display: 'block', width: '100%', aspectRatio: ratio, objectFit: 'cover', bgcolor: inkColours.light, ...sx }}
      fallbackSx={{ color: onInkColours.disabled }}
    />
  );
}
