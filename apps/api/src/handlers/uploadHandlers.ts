import type { Deps, HandlerSet } from '../app/Handlers';
import { formatTime } from '../http/formatTime';
import { signUpload } from '../storage/uploadPolicy';

/** Signed upload policies for the storage host. */
export function uploadHandlers({ config, storageSecret }: Deps): HandlerSet<'upload.getSign'> {
  return {
    'upload.getSign': async ({ customer }) => {
      const day = formatTime(new Date()).slice(0, 10).replaceAll('-', '');
      return signUpload({
        secret: await storageSecret(),
        host: `${config.publicUrl}/storage`,
        dir: `uploads/${day}/${customer.id}/`,
        maxBytes: config.uploadMaxBytes,
      });
    },
  };
}
