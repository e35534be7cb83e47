import type { ApiConfig } from '../config/loadConfig';

/** The absolute URL of an artwork's IIIF Presentation API 3 manifest, under the API on `PUBLIC_URL`. */
export function artworkManifestUrl(
  config: Pick<ApiConfig, 'publicUrl' | 'apiPrefix'>,
  id: number | string,
): string {
  return `${config.publicUrl}${config.apiPrefix}/iiif/artworks/${id}/manifest.json`;
}
