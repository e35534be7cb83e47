import type { ApiConfig } from '../config/loadConfig';
import { badRequest } from '../http/BusinessError';
import { keyInside } from '../storage/uploadPolicy';

const maxFiles = 9;

/**
 * The storage host the portal uploads to, as `generateSign` answers it (this server's, or the bucket of
 * `STORAGE_HOST`): a submitted file's URL is this host, `/` and the key.
 */
export function storageHost(config: Pick<ApiConfig, 'publicUrl' | 'storageHost'>): string {
  return config.storageHost ?? `${config.publicUrl}/storage`;
}

/** The directory a customer's uploads of `day` (yyyyMMdd) go to, as `generateSign` signs it. */
export function customerUploadDir(day: string, customerId: number): string {
  return `uploads/${day}/${customerId}/`;
}

/** True when `key` is a safe key below one of the customer's upload directories (`uploads/<yyyyMMdd>/<id>/`). */
function isCustomerUploadKey(key: string, customerId: number): boolean {
  const dir = /^uploads\/\d{8}\//.exec(key)?.[0];
  return dir !== undefined && keyInside(key, `${dir}${customerId}/`);
}

/**
 * The files of a submission, when every one is the URL of a file the customer uploaded to their own
 * directory, exactly as the upload answered it; otherwise a refusal. Nothing a customer sends may make every
 * visitor load a picture from another host, or show someone else's file as theirs.
 */
export function customerFileUrls(
  urls: readonly string[],
  owner: { host: string; customerId: number },
): string[] {
  if (urls.length > maxFiles) throw badRequest(`最多上传${maxFiles}个文件`);
  const prefix = `${owner.host}/`;
  for (const url of urls) {
    if (!url.startsWith(prefix) || !isCustomerUploadKey(url.slice(prefix.length), owner.customerId)) {
      throw badRequest('只能提交您本人上传的文件，请重新上传');
    }
  }
  return [...urls];
}
