import type { ApiClient } from '@art-portal/api-client';
import sharp from 'sharp';

/** Uploads a small PNG as the portal does (signed, straight to storage) and returns the URL the portal would submit. */
export async function uploadPicture(api: ApiClient, fileName = 'picture.png'): Promise<string> {
  const bytes = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#d6893f' } })
    .png()
    .toBuffer();
  return api.upload.uploadFile(new Blob([new Uint8Array(bytes)], { type: 'image/png' }), { fileName });
}
