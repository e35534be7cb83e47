import type { Picture } from '@art-portal/api-client';

/** 作品尺寸 as a picture's own pixel size, e.g. `6000 × 4500 像素`; null when its size is not known. */
export function pictureDimensions(picture: Picture | undefined): string | null {
  return picture && picture.width > 0 && picture.height > 0
    ? `${picture.width} × ${picture.height} 像素`
    : null;
}
