import sharp from 'sharp';
import type { StaffBrowser } from '../backoffice/startBackOffice';

/** What `uploads.file` answers. */
export type UploadAnswer = {
  code: number;
  msg: string;
  data: { path: string; mime: string; size: number } | null;
};

/** Posts a file as the back office's upload input does: a multipart form, its part `file`. */
export async function staffUpload(
  as: StaffBrowser,
  origin: string,
  media: string,
  bytes: Uint8Array,
  name: string,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const response = await as.fetch(`${origin}/api/uploads/file?media=${media}`, {
    method: 'POST',
    body: form,
  });
  return (await response.json()) as UploadAnswer;
}

/** A plain PNG of `width` × `height` pixels. */
export const png = async (width = 320, height = 200) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#3f7fd6' } })
      .png()
      .toBuffer(),
  );

/** An MP4 as its first boxes read (ftyp isom, then media data): what the storage judges a video by. */
export function mp4(bytes: number): Uint8Array {
  const file = new Uint8Array(bytes);
  file.set([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  file.set([...[0, 0, 0, 0].map(() => 0), ...Buffer.from('mdat')], 24);
  for (let i = 32; i < bytes; i += 1) file[i] = i % 251;
  return file;
}
