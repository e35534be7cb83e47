import { DEMO_PICTURE_PATH } from '@art-portal/api-client/fixtures';

/** The official account's QR code of the footer: a real QR code, drawn by the `qrcode` package. */
export const DEMO_QR_CODE = `${DEMO_PICTURE_PATH}qrcode.svg`;

/** Where pictures missing from storage would be: msw answers 404, as the storage does for a deleted file. */
export const MISSING_PICTURE_PATH = '/missing-pictures/';

/** The URL of a picture the API still names but the storage no longer has. */
export function missingPicture(seed: string): string {
  return `${MISSING_PICTURE_PATH}${encodeURIComponent(seed)}.jpg`;
}
