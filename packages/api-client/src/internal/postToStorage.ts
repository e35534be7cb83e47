import { ApiError } from '../ApiError';
import type { ApiClientOptions } from '../ApiClientOptions';
import type { UploadProgress } from '../uploadFile';
import { cancelledCall, networkFailure } from './errorCatalogue';
import { UPLOAD_CANCELLED_MESSAGE, UPLOAD_REFUSED_MESSAGE } from './errorMessages';
import { isTimeoutReason } from './callSignal';
import { storageRefusalMessage } from './storageRefusalMessage';

/** A multipart POST straight to storage. */
export interface StoragePost {
  url: string;
  form: FormData;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Posts a multipart form to storage with axios (fetch cannot report upload progress), importing axios only
 * now so that apps load it with the first upload, not up front. Rejects with an ApiError that is not
 * notified, except for the catalogue's no-response row; `signal` aborting makes it kind `aborted`, or `timeout`
 * when it aborts with a `TimeoutError`.
 */
export async function postToStorage(
  hooks: Pick<ApiClientOptions, 'notify'>,
  { url, form, onProgress, signal }: StoragePost,
): Promise<void> {
  let isCancel = (_: unknown): boolean => false;
  let status: number;
  let body: unknown;
  try {
    const { default: axios } = await import('axios');
    isCancel = (e) => axios.isCancel(e);
    ({ status, data: body } = await axios
      .create({ timeout: 0, validateStatus: () => true })
      .post<unknown>(url, form, {
        withCredentials: false,
        withXSRFToken: false,
        responseType: 'text',
        signal,
        onUploadProgress: onProgress
          ? (event) => onProgress({ loaded: event.loaded, total: event.total, progress: event.progress })
          : undefined,
      }));
  } catch (e) {
    if (signal?.aborted || isCancel(e)) {
      throw cancelledCall(
        isTimeoutReason(signal?.reason) ? 'timeout' : 'aborted',
        e,
        UPLOAD_CANCELLED_MESSAGE,
      );
    }
    throw networkFailure(hooks, e);
  }
  if (status >= 200 && status < 300) return;
  throw new ApiError({
    kind: status === 403 ? 'forbidden' : 'server',
    message: storageRefusalMessage(body) ?? UPLOAD_REFUSED_MESSAGE,
    status,
  });
}
