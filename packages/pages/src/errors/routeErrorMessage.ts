import { toApiError } from '@art-portal/api-client';
import { isChunkLoadError } from '../chunk-load/isChunkLoadError';

/** The catalogue's message when no response arrived (a page chunk that failed to download counts). */
export const networkMessage = '请检查网络连接';

/**
 * What a route shows when it crashed, taken from the error catalogue: the client's Chinese message for an
 * `ApiError`, 请检查网络连接 for a page chunk that did not arrive, else 服务错误，请稍后重试.
 */
export function routeErrorMessage(error: unknown): string {
  if (isChunkLoadError(error)) return networkMessage;
  return toApiError(error).message;
}
