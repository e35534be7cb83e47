import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { maxPictureSide } from './renditions';
import { readHead, refusedTypeMessage, storedTypeOf } from './storedType';
import { keyInside, verifyPolicy, type PolicyTerms } from './uploadPolicy';

/** How the storage host answers an upload: a success status, or a refusal with its message. */
export type UploadAnswer = { status: 200 | 201 | 204 } | { status: number; msg: string };

/** The refusal of a form that ended early or is not a well-formed multipart body. */
export const incompleteUploadMessage = '上传内容不完整或格式有误，请重新上传';

/** What {@link receiveUpload} needs besides the request. */
export type ReceiveOptions = {
  /** The bucket's folder; a file is moved there only once it is whole and accepted. */
  objects: string;
  /** Where a file is written while it arrives, outside the bucket so that it is never served. */
  incoming: string;
  /** The secret and access id policies must be signed with. */
  host: { secret: string; accessId: string };
  /** Counts an upload a verified policy allows; returns a refusal when its customer is over quota. */
  admit: (terms: PolicyTerms) => Promise<UploadAnswer | null>;
};

const refusal = (status: number, msg: string): UploadAnswer => ({ status, msg });

function successStatus(requested: string | undefined): 200 | 201 | 204 {
  return requested === '201' ? 201 : requested === '200' ? 200 : 204;
}

/** Why a picture may not be stored (unreadable, or larger than renditions decode), or null. */
export async function pictureRefusal(path: string): Promise<string | null> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(path).metadata());
  } catch {
    return '图片无法读取';
  }
  if (!width || !height) return '图片无法读取';
  if (Math.max(width, height) > maxPictureSide)
    return `图片尺寸 ${width}×${height} 超过上限（最长边 ${maxPictureSide} 像素）`;
  return null;
}

/** Writes the file part to a temporary file and moves it into the bucket when it is whole and of an accepted type. */
async function storeFile(
  part: MultipartFile,
  key: string,
  terms: PolicyTerms,
  options: ReceiveOptions,
): Promise<UploadAnswer | null> {
  await mkdir(options.incoming, { recursive: true });
  const temp = join(options.incoming, `${randomBytes(12).toString('hex')}.upload`);
  try {
    let size = 0;
    part.file.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    await pipeline(part.file, createWriteStream(temp));
    if (size > terms.maxBytes || part.file.truncated) return refusal(413, '文件大小超过限制');
    const type = storedTypeOf(await readHead(temp));
    if (!type?.uploadable) return refusal(415, refusedTypeMessage);
    const refused = type.kind === 'picture' ? await pictureRefusal(temp) : null;
    if (refused) return refusal(415, refused);
    const path = join(options.objects, key);
    await mkdir(dirname(path), { recursive: true });
    await rename(temp, path);
    return null;
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * Reads an OSS-style signed multipart upload (`key`, `policy`, `OSSAccessKeyId`, `Signature`, … then `file`)
 * and stores the file under its key when the policy, the quota, the size and the content allow it.
 * @throws the multipart parser's errors (a body cut short or malformed) and file system faults; nothing is
 *   left behind either way.
 */
export async function receiveUpload(request: FastifyRequest, options: ReceiveOptions): Promise<UploadAnswer> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const terms = verifyPolicy(options.host, {
      policy: fields.policy,
      signature: fields.signature ?? fields.Signature,
      accessId: fields.OSSAccessKeyId,
    });
    const key = fields.key ?? '';
    const refused =
      typeof terms === 'string'
        ? refusal(403, terms)
        : !keyInside(key, terms.dir)
          ? refusal(403, '文件路径不在允许的目录内')
          : ((await options.admit(terms)) ?? (await storeFile(part, key, terms, options)));
    if (refused) {
      part.file.resume();
      return refused;
    }
    return { status: successStatus(fields.success_action_status) };
  }
  return refusal(400, '缺少上传文件');
}
