import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { BusinessError, codes } from '../http/BusinessError';
import { formatTime } from '../http/formatTime';
import { countUse } from '../storage/countUse';
import { signUpload } from '../storage/uploadPolicy';
import { customerUploadDir, storageHost } from './customerUploads';

/** Signed upload policies for the storage host (this server's, or the bucket of `STORAGE_HOST`). */
export function uploadHandlers({ config, db, storageSecret }: Deps): HandlerSet<ResourceCalls<'upload'>> {
  return {
    'upload.getSign': async ({ customer }) => {
      const now = formatTime(new Date());
      if ((await countUse(db, `upload-sign:${customer.id}`, now.slice(0, 13))) > config.uploadSignHourlyCap) {
        throw new BusinessError(codes.tooMany, '上传过于频繁，请1小时后再试');
      }
      return signUpload({
        secret: await storageSecret(),
        accessId: config.storageAccessId,
        host: storageHost(config),
        dir: customerUploadDir(now.slice(0, 10).replaceAll('-', ''), customer.id),
        maxBytes: config.uploadMaxBytes,
      });
    },
  };
}
