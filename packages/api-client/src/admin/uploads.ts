import Type, { type Static } from 'typebox';
import { adminRoute, EDITORS } from './AdminRouteDefinition';

/** What a storage field of a kind holds: a picture (JPG, PNG, WebP, GIF) or a video (MP4, WebM). */
export const StoredMediaSchema = Type.Union([Type.Literal('picture'), Type.Literal('video')]);

/** What a storage field of a kind holds, and what an upload to it must be. */
export type StoredMedia = Static<typeof StoredMediaSchema>;

/** The name of the multipart form's file part that `uploads.file` stores. */
export const STAFF_UPLOAD_FILE_FIELD = 'file';

/** Query of `uploads.file`: what the file must be (judged by its content, not its name). */
export const StaffUploadQuerySchema = Type.Object({ media: StoredMediaSchema });

/** A file the back office stored: the address a kind's storage field keeps, its type by content, its bytes. */
export const StoredFileSchema = Type.Object({
  path: Type.String(),
  mime: Type.String(),
  size: Type.Integer({ minimum: 0 }),
});

/** A file the back office stored. */
export type StoredFile = Static<typeof StoredFileSchema>;

/**
 * The back office's upload: a `multipart/form-data` body whose part {@link STAFF_UPLOAD_FILE_FIELD} is the file,
 * streamed to the storage and kept only when its content is of `media`'s types and within its limit. The typed
 * client's function for it sends no file: the back office posts the form itself (it shows the upload's progress).
 */
export const uploadRoutes = [
  adminRoute({
    name: 'uploads.file',
    method: 'POST',
    path: '/uploads/file',
    reads: false,
    roles: EDITORS,
    query: StaffUploadQuerySchema,
    data: StoredFileSchema,
  }),
] as const;
