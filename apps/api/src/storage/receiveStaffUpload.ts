import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { STAFF_UPLOAD_FILE_FIELD, type StoredFile, type StoredMedia } from '@art-portal/api-client/admin';
import type { FastifyRequest } from 'fastify';
import { BusinessError } from '../http/BusinessError';
import { pictureRefusal } from './receiveUpload';
import { readHead, storedTypeOf } from './storedType';

/** The types the back office stores for each kind of field, by their content. */
const accepted: Readonly<Record<StoredMedia, { mimes: readonly string[]; refusal: string }>> = {
  picture: {
    mimes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    refusal: '不支持的图片格式，仅支持 JPG、PNG、WebP、GIF 格式',
  },
  video: { mimes: ['video/mp4', 'video/webm'], refusal: '不支持的视频格式，仅支持 MP4、WebM 格式' },
};

const extensions: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;

/** What {@link receiveStaffUpload} needs besides the request. */
export type StaffUploadOptions = {
  media: StoredMedia;
  /** The bucket's folder; a file moves there only once it is whole and accepted. */
  objects: string;
  /** Where a file is written while it arrives, outside the bucket so that it is never served. */
  incoming: string;
  /** The largest file of `media`. */
  maxBytes: number;
  now?: Date;
};

const refused = (msg: string) => new BusinessError(400, msg);

/**
 * Streams the file of a back-office upload (`multipart/form-data`, its part `file`) to a temporary file, never
 * holding it in memory, and moves it into the bucket under `admin/<day>/<random>.<type>` when it is whole, within
 * `maxBytes` and, by its content (never its name), of `media`'s types; a picture must also be one renditions decode.
 * @throws a BusinessError with the Chinese reason otherwise; nothing is left behind.
 */
export async function receiveStaffUpload(
  request: FastifyRequest,
  options: StaffUploadOptions,
): Promise<StoredFile> {
  if (!request.isMultipart()) throw refused('请使用表单上传文件');
  const tooLarge = `文件大小超过限制（${options.media === 'video' ? '视频' : '图片'}不超过 ${sizeText(options.maxBytes)}）`;
  let part;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 0 } });
  } catch {
    throw refused('上传内容不完整或格式有误，请重新上传');
  }
  if (!part || part.fieldname !== STAFF_UPLOAD_FILE_FIELD) throw refused('缺少上传文件');
  await mkdir(options.incoming, { recursive: true });
  const temp = join(options.incoming, `${randomBytes(12).toString('hex')}.upload`);
  try {
    try {
      await pipeline(part.file, createWriteStream(temp));
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
        throw refused(tooLarge);
      if (error instanceof Error && 'syscall' in error) throw error;
      throw refused('上传内容不完整或格式有误，请重新上传');
    }
    if (part.file.truncated) throw refused(tooLarge);
    const { size } = await stat(temp);
    if (size === 0) throw refused('上传的文件是空的');
    const type = storedTypeOf(await readHead(temp));
    const rule = accepted[options.media];
    if (!type || !rule.mimes.includes(type.mime)) throw refused(rule.refusal);
    if (type.kind === 'picture') {
      const problem = await pictureRefusal(temp);
      if (problem) throw refused(problem);
    }
    const day = (options.now ?? new Date()).toISOString().slice(0, 10).replaceAll('-', '');
    const key = `admin/${day}/${randomBytes(12).toString('hex')}.${extensions[type.mime] ?? 'bin'}`;
    await mkdir(join(options.objects, 'admin', day), { recursive: true });
    await rename(temp, join(options.objects, key));
    return { path: `/storage/${key}`, mime: type.mime, size };
  } finally {
    await rm(temp, { force: true });
  }
}
