import { open } from 'node:fs/promises';

/** What a stored file is, judged by its first bytes. */
export type StoredType = {
  mime: string;
  /** Pictures and videos are shown inline; documents are downloaded. */
  kind: 'picture' | 'video' | 'document';
  /** Customers may upload it (the seed's WebM clips are served, never accepted). */
  uploadable: boolean;
};

/** How many leading bytes {@link storedTypeOf} looks at. */
const headLength = 16;

/** The types customers may upload, named as the portal's file picker names them. */
const uploadableLabels = ['JPG', 'PNG', 'WebP', 'GIF', 'MP4', 'PDF'] as const;

/** The refusal of a file of any other type. */
export const refusedTypeMessage = `不支持的文件格式，仅支持 ${uploadableLabels.join('、')} 格式`;

// ISO base media brands of MP4 files (not QuickTime, HEIF or AVIF, which share the box layout).
const mp4Brands = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
  'MSNV',
]);

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (head: Buffer, from: number, to: number) => head.subarray(from, to).toString('latin1');

/** The type of a file from its first {@link headLength} bytes, or null when it is none the storage host knows. */
export function storedTypeOf(head: Buffer): StoredType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', kind: 'picture', uploadable: true };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', kind: 'picture', uploadable: true };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { mime: 'image/webp', kind: 'picture', uploadable: true };
  if (['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6)))
    return { mime: 'image/gif', kind: 'picture', uploadable: true };
  if (ascii(head, 4, 8) === 'ftyp' && head.length >= 12 && mp4Brands.has(ascii(head, 8, 12)))
    return { mime: 'video/mp4', kind: 'video', uploadable: true };
  if (ascii(head, 0, 5) === '%PDF-') return { mime: 'application/pdf', kind: 'document', uploadable: true };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]))
    return { mime: 'video/webm', kind: 'video', uploadable: false };
  return null;
}

/** The first {@link headLength} bytes of a file (fewer when it is shorter). */
export async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(headLength);
    const { bytesRead } = await file.read(head, 0, headLength, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
