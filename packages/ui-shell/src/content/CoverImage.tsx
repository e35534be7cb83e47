import type { SxProps, Theme } from '@mui/material/styles';
import { staticClasses } from '../theme/staticClasses';
import { inkColours, onInkColours } from '../theme/portalPalette';
import { WebpPicture } from './WebpPicture';

/**
 * The renditions a picture is offered at: the one loaded by default and the `srcset` the browser picks from, and
 * the same `srcset` in WebP, which a browser that takes WebP picks from instead.
 */
export interface PictureSources {
  src: string;
  srcSet: string;
  webpSrcSet?: string;
}

/** One `sx` object (no array, no function), whose keys replace the picture's own. */
type SxObject = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((theme: Theme) => unknown)>;

/** Props of {@link CoverImage}. */
export interface CoverImageProps extends PictureSources {
  /** Alternative text; `''` for a decorative picture. */
  alt: string;
  /** The box's aspect ratio, reserved before the picture loads. @default '4 / 3' */
  ratio?: string;
  /** The page's largest picture above the fold (its LCP): loads eagerly and before anything else. @default false */
  priority?: boolean;
  /**
   * In the first screen but not the largest: loads eagerly, without competing with the priority picture. A picture
   * that is neither loads lazily and at low priority, so that it does not take the first screen's bandwidth even
   * when the browser finds it in or near the viewport. @default false
   */
  eager?: boolean;
  /** How wide the picture is shown, for the browser's choice in `srcSet`. @default '(max-width: 600px) 100vw, 33vw' */
  sizes?: string;
  sx?: SxObject;
}

const coverStyles = (ratio: string): SxObject => ({
  display: 'block',
  width: '100%',
  aspectRatio: ratio,
  objectFit: 'cover',
  bgcolor: inkColours.light,
});

/** The usual picture, without `sx` of its own: a class per aspect ratio. */
const useCoverClass = staticClasses((ratio: string, theme) => theme.unstable_sx(coverStyles(ratio)));

/**
 * A picture at the sizes the storage offers, with its box reserved before it loads; a picture that fails to load
 * leaves a quiet placeholder in that box.
 */
export function CoverImage({
  src,
  srcSet,
  webpSrcSet,
  alt,
  ratio = '4 / 3',
  priority = false,
  eager = false,
  sizes = '(max-width: 600px) 100vw, 33vw',
  sx,
}: CoverImageProps) {
  const coverClass = useCoverClass();
  const styles: SxObject = { ...coverStyles(ratio), ...sx };
  return (
    <WebpPicture
      src={src}
      srcSet={srcSet}
      webpSrcSet={webpSrcSet}
      sizes={sizes}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : eager ? 'auto' : 'low'}
      decoding="async"
      {...(sx === undefined ? { className: coverClass(ratio) } : { sx: styles })}
      fallbackSx={[styles, { display: 'flex', color: onInkColours.disabled }]}
    />
  );
}
