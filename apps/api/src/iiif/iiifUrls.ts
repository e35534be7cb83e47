import type { ApiConfig } from '../config/loadConfig';

/** The absolute URL of an artwork's IIIF Presentation API 3 manifest, under the API on `PUBLIC_URL`. */
export function artworkManifestUrl(
  config: Pick<ApiConfig, 'publicUrl' | 'apiPrefix'>,
  id: number | string,
): string {
  return `${config.publicUrl}${config.apiPrefix}/iiif/artworks/${id}/manifest.json`;
}

/** The absolute URL of the IIIF Presentation API 3 manifest of a work shown in an exhibition hall. */
export function hallWorkManifestUrl(
  config: Pick<ApiConfig, 'publicUrl' | 'apiPrefix'>,
  hallId: number | string,
  workId: number | string,
): string {
  return `${config.publicUrl}${config.apiPrefix}/iiif/halls/${hallId}/works/${workId}/manifest.json`;
}

/** The absolute URL of an exhibition hall as a IIIF Presentation API 3 Collection of its works' manifests. */
export function hallCollectionUrl(
  config: Pick<ApiConfig, 'publicUrl' | 'apiPrefix'>,
  hallId: number | string,
): string {
  return `${config.publicUrl}${config.apiPrefix}/iiif/halls/${hallId}/collection.json`;
}
