import type { PictureStyle } from './PictureStyle';
import { normalizePictureUrl } from './normalizePictureUrl';

/**
 * The picture at a given size: the normalised URL with `x-oss-process=style/<style>` added to its query.
 * Empty and `data:`/`blob:` URLs are returned as they are.
 * @example pictureUrl('http://cdn.x/a.jpg', 'imgsmall') // '//cdn.x/a.jpg?x-oss-process=style/imgsmall'
 */
export function pictureUrl(url: string, style: PictureStyle): string {
  const normalized = normalizePictureUrl(url);
  if (normalized === '' || /^(data|blob):/i.test(normalized)) return normalized;
  const hashAt = normalized.indexOf('#');
  const base = hashAt === -1 ? normalized : normalized.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : normalized.slice(hashAt);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}x-oss-process=style/${style}${hash}`;
}
