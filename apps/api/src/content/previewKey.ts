import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key of a 预览's address: an HMAC of the record keyed by the staff session's id, which only that session's
 * cookie holds. Another session, or a copied address after logging out, cannot open it.
 */
export function previewKey(sessionId: string, resource: string, id: number): string {
  return createHmac('sha256', sessionId).update(`${resource}:${id}`).digest('base64url');
}

/** True when `key` is the one of this session and record. */
export function isPreviewKey(key: unknown, sessionId: string, resource: string, id: number): boolean {
  if (typeof key !== 'string') return false;
  const expected = Buffer.from(previewKey(sessionId, resource, id));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
