import type { Envelope } from '../contract/common';

/** True when a response body has the envelope's shape. */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (typeof body !== 'object' || body === null) return false;
  const { code } = body as { code?: unknown };
  return typeof code === 'number' || typeof code === 'string';
}

/** The envelope's message, when it has a non-empty one. */
export function envelopeMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { msg } = body as { msg?: unknown };
  return typeof msg === 'string' && msg.length > 0 ? msg : undefined;
}
