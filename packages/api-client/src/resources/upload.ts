import type { Transport } from '../internal/createTransport';
import { uniqueFileName } from '../internal/uniqueFileName';
import type { UploadSign } from '../types/upload';

/** Progress of an upload to storage. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send, when known. */
  total: number | undefined;
  /** `loaded / total` between 0 and 1, when the total is known. */
  progress: number | undefined;
}

/** Options of `upload.uploadFile()`. */
export interface UploadFileOptions {
  /** Called as the file is sent. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /** Aborts the upload; the call then rejects with an `ApiError` of kind `network`, not notified. */
  signal?: AbortSignal | undefined;
  /**
   * The file's name: the stored key keeps its extension, and it is the multipart part's file name. Defaults to
   * the name of a `File`, so it is needed for a plain `Blob`; when given, it wins over the `File`'s name.
   */
  fileName?: string | undefined;
}

/** `api.upload`: files go straight to storage, signed by the API. */
export interface UploadResource {
  /** GET /resource/upload/generateSign (login): a storage upload policy. */
  getSign(): Promise<UploadSign>;
  /**
   * Asks for a policy, then POSTs the file to storage (multipart: `key`, `policy`, `OSSAccessKeyId`,
   * `signature`, `success_action_status`, `file`) under a unique key below `dir`.
   * @returns the stored file's URL, `host + '/' + key`.
   */
  uploadFile(file: Blob, options?: UploadFileOptions): Promise<string>;
}

function nameOf(file: Blob, options: UploadFileOptions): string | undefined {
  if (options.fileName) return options.fileName;
  const { name } = file as { name?: unknown };
  return typeof name === 'string' ? name : undefined;
}

/** Builds `api.upload` over a transport. */
export function createUploadResource(t: Transport): UploadResource {
  const getSign = (): Promise<UploadSign> => t.call({ method: 'GET', path: '/resource/upload/generateSign' });
  return {
    getSign,
    async uploadFile(file, options = {}) {
      const sign = await getSign();
      const name = nameOf(file, options);
      const key = sign.dir + uniqueFileName(name);
      const form = new FormData();
      form.append('key', key);
      form.append('policy', sign.policy);
      form.append('OSSAccessKeyId', sign.accessId);
      form.append('signature', sign.signature);
      form.append('success_action_status', '200');
      form.append('file', file, name ?? key.slice(key.lastIndexOf('/') + 1));
      await t.postToStorage({ url: sign.host, form, onProgress: options.onProgress, signal: options.signal });
      return `${sign.host.replace(/\/+$/, '')}/${key}`;
    },
  };
}
