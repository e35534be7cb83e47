import Type, { type Static } from 'typebox';
import type { StaticRequest } from './common';

/** Schema of `SitemapKind`. */
export const SitemapKindSchema = Type.Union([
  Type.Literal('artworks'),
  Type.Literal('news'),
  Type.Literal('courses'),
  Type.Literal('activities'),
  Type.Literal('entries'),
]);

/** The records a sitemap part lists: works, news items, courses, calls or the entries of calls. */
export type SitemapKind = Static<typeof SitemapKindSchema>;

/** Schema of `SitemapParts`. */
export const SitemapPartsSchema = Type.Object({
  /** Every part that lists something, by kind and number (from 1): each part is a range of ids. */
  parts: Type.Array(Type.Object({ kind: SitemapKindSchema, part: Type.Integer({ minimum: 1 }) })),
});

/** The parts of the sitemap, from `sitemap.listParts()`. */
export type SitemapParts = Static<typeof SitemapPartsSchema>;

/** Schema of `SitemapPartQuery`. */
export const SitemapPartQuerySchema = Type.Object({
  /** What the part lists. */
  kind: SitemapKindSchema,
  /** Which part, from 1. */
  part: Type.Integer({ minimum: 1, maximum: 100_000 }),
});

/** The request of `sitemap.getPart()`. */
export type SitemapPartQuery = StaticRequest<typeof SitemapPartQuerySchema>;

/** Schema of `SitemapPart`. */
export const SitemapPartSchema = Type.Object({
  /** The public records of the part's id range, by id. */
  ids: Type.Array(Type.Integer()),
  /** Each record's last change, `YYYY-MM-DD`, in the order of `ids`. */
  lastmods: Type.Array(Type.String()),
  /** For entries, each entry's call, in the order of `ids`. */
  parentIds: Type.Optional(Type.Array(Type.Integer())),
});

/** One part of the sitemap, from `sitemap.getPart()`. */
export type SitemapPart = Static<typeof SitemapPartSchema>;
