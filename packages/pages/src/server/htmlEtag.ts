import { createHash } from 'node:crypto';

/** A strong ETag of a page's HTML, its per-response nonce left out, so the same page has the same tag every time. */
export function htmlEtag(html: string, nonce: string): string {
  return `"${createHash('sha1').update(html.replaceAll(nonce, '')).digest('base64url')}"`;
}
