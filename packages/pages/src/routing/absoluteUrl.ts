import { pictureUrl, type PictureStyle } from '@art-portal/api-client';

/** A stored picture's rendition as an absolute URL under the public origin (share cards need one). */
export function absolutePicture(
  url: string,
  publicUrl: string,
  style: PictureStyle = 'imglarge',
): string | undefined {
  if (url === '') return undefined;
  return new URL(pictureUrl(url, style), `${publicUrl}/`).href;
}
