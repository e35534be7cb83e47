import { artworks, news } from '../db/schema';

/**
 * The kinds the back office previews: their name (as `requirePublic` names them), their table, and their page on
 * the portal (`packages/pages`' `newsDetail` and `artworkDetail`), which takes the record's id as `?id=`.
 */
export const previewTargets = {
  news: { what: '资讯', table: news, path: '/news/detail' },
  artworks: { what: '作品', table: artworks, path: '/artWorks/detail' },
} as const;

/** A kind the back office previews. */
export type PreviewResource = keyof typeof previewTargets;

/** True for a kind the back office previews. */
export function isPreviewResource(resource: string): resource is PreviewResource {
  return Object.hasOwn(previewTargets, resource);
}
