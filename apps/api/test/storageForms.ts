import type { UploadSign } from '@art-portal/api-client';
import sharp from 'sharp';

/** What the storage host answered to a POST. */
export type StorageAnswer = { status: number; body: string; headers: Headers };

/** POSTs one file to the storage host as the api-client does (multipart, `file` last), with a policy of `sign`. */
export async function postFile(
  sign: Pick<UploadSign, 'host' | 'policy' | 'accessId' | 'signature'>,
  key: string,
  bytes: Uint8Array,
  options: { fileName?: string; type?: string; headers?: Record<string, string> } = {},
): Promise<StorageAnswer> {
  const form = new FormData();
  form.append('key', key);
  form.append('policy', sign.policy);
  form.append('OSSAccessKeyId', sign.accessId);
  form.append('signature', sign.signature);
  form.append('success_action_status', '200');
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }),
    options.fileName ?? key.slice(key.lastIndexOf('/') + 1),
  );
  const response = await fetch(sign.host, { method: 'POST', body: form, headers: options.headers });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

const picture = () => sharp({ create: { width: 400, height: 320, channels: 3, background: '#2a9d8f' } });

/** One small real file of every type the storage host accepts, with its content type and extension. */
export async function acceptedFiles(): Promise<{ type: string; extension: string; bytes: Buffer }[]> {
  const mp4 = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41', 'latin1'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('free', 'latin1'),
  ]);
  return [
    { type: 'image/jpeg', extension: 'jpg', bytes: await picture().jpeg().toBuffer() },
    { type: 'image/png', extension: 'png', bytes: await picture().png().toBuffer() },
    { type: 'image/webp', extension: 'webp', bytes: await picture().webp().toBuffer() },
    { type: 'image/gif', extension: 'gif', bytes: await picture().gif().toBuffer() },
    { type: 'video/mp4', extension: 'mp4', bytes: mp4 },
    {
      type: 'application/pdf',
      extension: 'pdf',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1'),
    },
  ];
}
