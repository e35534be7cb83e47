import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { bucketPaths } from '../storage/registerStorage';
import { receiveStaffUpload } from '../storage/receiveStaffUpload';
import type { AdminDeps, AdminHandlerSet } from './AdminHandlers';
import { writeAudit } from './withAudit';

/**
 * `uploads.file`: a picture (customers' limit, `UPLOAD_MAX_BYTES`) or a video (`VIDEO_MAX_BYTES`) streamed into
 * the storage, with its 操作日志 row (上传); a file whose row cannot be written is removed. Renditions are the
 * storage host's, made on request as for customers' pictures.
 */
export function uploadHandlers({ db, config }: AdminDeps): AdminHandlerSet<'uploads.file'> {
  return {
    'uploads.file': async ({ query, request, staff }) => {
      const { objects, incoming } = bucketPaths(config.dataDir);
      const stored = await receiveStaffUpload(request, {
        media: query.media,
        objects,
        incoming,
        maxBytes: query.media === 'video' ? config.videoMaxBytes : config.uploadMaxBytes,
      });
      try {
        await db.transaction((tx) =>
          writeAudit(tx, staff, { action: '上传', kind: '文件', recordId: null, after: stored }),
        );
      } catch (error) {
        await rm(join(objects, stored.path.slice('/storage/'.length)), { force: true });
        throw error;
      }
      return stored;
    },
  };
}
