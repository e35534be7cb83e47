import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredMedia } from '@art-portal/api-client/admin';
import { parseArtKey } from '../seed/generativeArt';
import { ensureSeedPicture } from './registerStorage';
import { readHead, storedTypeOf, type StoredType } from './storedType';
import { keyInside } from './uploadPolicy';

const storagePrefix = '/storage/';

/** The names of the kinds of media in a refusal. */
const mediaNames: Readonly<Record<StoredMedia, string>> = { picture: '图片', video: '视频' };

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The type of the stored file at `address` (`/storage/<key>`), judged by its content, or null when the address is
 * no file in the bucket. A generated seed picture the seed left lazy is drawn first.
 */
async function storedFileType(objects: string, address: string): Promise<StoredType | null> {
  if (!address.startsWith(storagePrefix)) return null;
  const key = address.slice(storagePrefix.length);
  if (!keyInside(key, '') || /\.(upload|tmp)$/.test(key)) return null;
  const path = join(objects, key);
  if (!(await isFile(path)) && !(parseArtKey(key) && (await ensureSeedPicture(objects, key)))) return null;
  return storedTypeOf(await readHead(path));
}

/**
 * Why the address a storage field holds may not be saved (Chinese, naming the field), or null: it must be a file in
 * the bucket whose content is a `media`. Deny by default: any other address, a missing file, or a file of another
 * kind is refused, so that no one points a 横幅 at a page, a document or someone else's server.
 */
export async function storedMediaProblem(
  objects: string,
  field: { label: string; media: StoredMedia },
  address: string,
): Promise<string | null> {
  const type = await storedFileType(objects, address);
  return type?.kind === field.media
    ? null
    : `${field.label}不是已上传的${mediaNames[field.media]}，请重新上传`;
}
