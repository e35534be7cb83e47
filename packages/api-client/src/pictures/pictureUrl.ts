import type { PictureFormat, PictureStyle } from './PictureStyle';
import { normalizePictureUrl } from './normalizePictureUrl';

/**
 * The picture at a given size: the normalised URL with `x-oss-process=style/<style>` added to its query.
 * With a `format`, the style named with it (`style/<style>_webp`): always that format, one set of bytes per URL.
 * Empty and `data:`/`blob:` URLs are returned as they are.
 * @example pictureUrl('http://cdn.x/a.jpg', 'imgsmall') // '//cdn.x/a.jpg?x-oss-process=style/imgsmall'
 * @example pictureUrl('/a.jpg', 'w640', 'webp') // '/a.jpg?x-oss-process=style/w640_webp'
 */
export function pictureUrl(url: string, style: PictureStyle, format?: PictureFormat): string {
  const normalized = normalizePictureUrl(url);
  if (normalized === '' || /^(data|blob):/i.test(normalized)) return normalized;
  const hashAt = normalized.indexOf('#');
  const base = hashAt === -1 ? normalized : normalized.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : normalized.slice(hashAt);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}x-oss-process=style/${style}${format ? `_${format}` : ''}${hash}`;
}
