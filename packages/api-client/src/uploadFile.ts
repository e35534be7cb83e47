import type { CallOptions } from './CallOptions';
import type { UploadSign } from './contract/upload';
import { cancelledCall } from './internal/errorCatalogue';
import { UPLOAD_CANCELLED_MESSAGE } from './internal/errorMessages';
import { callSignal, cancelKind } from './internal/callSignal';
import type { Transport } from './internal/createTransport';

/** Progress of an upload to storage. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send, when known. */
  total: number | undefined;
  /** `loaded / total` between 0 and 1, when the total is known. */
  progress: number | undefined;
}

/**
 * Options of `upload.uploadFile()`. `signal` and `timeout` cover the whole upload, signing included; an aborted
 * upload rejects with kind `'aborted'` and the message `上传已取消`.
 */
export interface UploadFileOptions extends CallOptions {
  /** Called as the file is sent. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /**
   * The file's name: the stored key keeps its extension, and it is the multipart part's file name. Defaults to
   * the name of a `File`, so it is needed for a plain `Blob`; when given, it wins over the `File`'s name.
   */
  fileName?: string | undefined;
}

/** What `api.upload` has beside the contract's `getSign`. */
export interface UploadFile {
  /**
   * Asks for a policy (`getSign`, login), then POSTs the file to storage (multipart: `key`, `policy`,
   * `OSSAccessKeyId`, `signature`, `success_action_status`, `file`) under a unique key below `dir`.
   * @returns the stored file's URL, `host + '/' + key`.
   */
  uploadFile(file: Blob, options?: UploadFileOptions): Promise<string>;
}

function nameOf(file: Blob, options: UploadFileOptions): string | undefined {
  if (options.fileName) return options.fileName;
  const { name } = file as { name?: unknown };
  return typeof name === 'string' ? name : undefined;
}

/** `uploadFile` over a client's transport, signing each upload with its `getSign`. */
export function createUploadFile(
  transport: Transport,
  getSign: (options?: CallOptions) => Promise<UploadSign>,
): UploadFile['uploadFile'] {
  async function upload(
    file: Blob,
    options: UploadFileOptions,
    signal: AbortSignal | undefined,
  ): Promise<string> {
    // The storage code loads with the first upload: most visits never upload, and the client is in every page's first script.
    const [sign, { postToStorage }, { uniqueFileName }] = await Promise.all([
      getSign({ signal }),
      import('./internal/postToStorage'),
      import('./internal/uniqueFileName'),
    ]);
    const name = nameOf(file, options);
    const key = sign.dir + uniqueFileName(name);
    const form = new FormData();
    form.append('key', key);
    form.append('policy', sign.policy);
    form.append('OSSAccessKeyId', sign.accessId);
    form.append('signature', sign.signature);
    form.append('success_action_status', '200');
    form.append('file', file, name ?? key.slice(key.lastIndexOf('/') + 1));
    await postToStorage(transport.options, { url: sign.host, form, onProgress: options.onProgress, signal });
    return `${sign.host.replace(/\/+$/, '')}/${key}`;
  }

  return async (file, options = {}) => {
    const signal = callSignal(options);
    try {
      return await upload(file, options, signal);
    } catch (e) {
      // Cancelled while being signed or sent: one cancelled upload either way.
      throw cancelKind(signal) === 'aborted' ? cancelledCall('aborted', e, UPLOAD_CANCELLED_MESSAGE) : e;
    }
  };
}
