import { STAFF_UPLOAD_FILE_FIELD, type StoredFile, type StoredMedia } from '@art-portal/api-client/admin';

/** How an upload ended badly: the server's reason (shown beside the field), or the session that ended. */
export class UploadRefused extends Error {
  /** True when the session ended (HTTP 401): the back office sends the editor to log in again. */
  readonly unauthenticated: boolean;

  constructor(message: string, unauthenticated = false) {
    super(message);
    this.name = 'UploadRefused';
    this.unauthenticated = unauthenticated;
  }
}

type Envelope = { code?: unknown; msg?: unknown; data?: unknown };

const failed = '上传失败，请检查网络后重试';

/**
 * Posts a file to `uploads.file` as a multipart form (the session cookie goes with it, and the browser's
 * `Origin`), reporting the share sent (0–1) as it goes: XMLHttpRequest, since `fetch` reports no upload progress.
 * Resolves to the stored file, or rejects with {@link UploadRefused} carrying the server's Chinese reason.
 */
export function uploadStoredFile(
  file: File,
  media: StoredMedia,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads/file?media=${media}`);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = (request.response ?? {}) as Envelope;
      const msg = typeof body.msg === 'string' && body.msg !== '' ? body.msg : failed;
      if (request.status === 401) reject(new UploadRefused('登录已过期，请重新登录', true));
      else if (request.status === 200 && body.code === 200 && body.data) resolve(body.data as StoredFile);
      else reject(new UploadRefused(request.status === 413 ? '文件大小超过限制' : msg));
    });
    request.addEventListener('error', () => reject(new UploadRefused(failed)));
    request.addEventListener('abort', () => reject(new UploadRefused('已取消上传')));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append(STAFF_UPLOAD_FILE_FIELD, file, file.name);
    request.send(form);
  });
}
