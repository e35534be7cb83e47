import type { StoredType } from './storedType';

/** A stored file opened on its own runs nothing and loads nothing. */
const storedFileCsp = "default-src 'none'; sandbox";

/**
 * A video opened on its own must load itself: the browser's player asks for it as media, and from a sandbox
 * without `allow-same-origin` that request comes from an opaque origin and fails. Scripts stay off.
 */
const storedVideoCsp = "default-src 'none'; media-src 'self'; sandbox allow-same-origin";

/**
 * The headers of a stored file or a rendition of it: the type of its content (opaque bytes when it is none
 * the host knows), never sniffed, in a sandbox; anything that is not a picture or a video is a download.
 */
export function storedFileHeaders(type: StoredType | null): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': type?.mime ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'content-security-policy': type?.kind === 'video' ? storedVideoCsp : storedFileCsp,
  };
  if (type?.kind !== 'picture' && type?.kind !== 'video') headers['content-disposition'] = 'attachment';
  return headers;
}
