/**
 * The message to show inline for a rejected callback, or `null` when there is none or it was already
 * shown as a toast (the api-client's `ApiError.notified`).
 */
export function failureMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { message, notified } = error as { message?: unknown; notified?: unknown };
  if (notified === true || typeof message !== 'string' || message === '') return null;
  return message;
}
