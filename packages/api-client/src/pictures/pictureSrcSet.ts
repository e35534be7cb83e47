import type { PictureFormat, PictureStyle } from './PictureStyle';
import { pictureUrl } from './pictureUrl';

/**
 * A `srcset` offering the picture in several styles, each with its width in pixels, in `format` when given.
 * @example pictureSrcSet(cover, [['imgsmall', 320], ['imgmedium', 640]])
 * // '//cdn.x/a.jpg?x-oss-process=style/imgsmall 320w, //cdn.x/a.jpg?x-oss-process=style/imgmedium 640w'
 */
export function pictureSrcSet(
  url: string,
  styles: readonly (readonly [PictureStyle, number])[],
  format?: PictureFormat,
): string {
  return styles.map(([style, width]) => `${pictureUrl(url, style, format)} ${width}w`).join(', ');
}
