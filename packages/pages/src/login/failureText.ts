import { isApiError } from '@art-portal/api-client';

/** The message to show for a failed call, or `null` when the api-client already showed it. */
export function failureText(error: unknown): string | null {
  if (isApiError(error)) return error.notified ? null : error.message;
  return '服务错误，请稍后重试';
}
