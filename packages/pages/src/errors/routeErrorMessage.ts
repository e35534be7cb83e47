import { toApiError } from '@art-portal/api-client';

/** The catalogue's message when no response arrived (a page chunk that failed to download counts). */
const networkMessage = '请检查网络连接';

/** True for the error a dynamic `import()` rejects with when the chunk could not be downloaded. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/**
 * What a route shows when it crashed, taken from the error catalogue: the client's Chinese message for an
 * `ApiError`, 请检查网络连接 for a page chunk that did not arrive, else 服务错误，请稍后重试.
 */
export function routeErrorMessage(error: unknown): string {
  if (isChunkLoadError(error)) return networkMessage;
  return toApiError(error).message;
}
