/**
 * Strips a leading `http:` so the picture loads over the page's own scheme.
 * @example normalizePictureUrl('http://cdn.x/a.jpg') // '//cdn.x/a.jpg'
 */
export function normalizePictureUrl(url: string): string {
  return /^http:/i.test(url) ? url.slice('http:'.length) : url;
}
