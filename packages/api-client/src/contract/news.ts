import Type, { type Static } from 'typebox';
import { IdSchema, pagedProperties, type StaticRequest } from './common';

const newsSummaryProperties = {
  /** Article id. */
  id: IdSchema,
  /** Title. */
  title: Type.String(),
  /** Cover picture URL. */
  cover: Type.String(),
  /** Summary. */
  summary: Type.String(),
  /** Where it comes from. */
  source: Type.String(),
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  publishTime: Type.String(),
  /** How often it was viewed. */
  viewCount: Type.Integer(),
};

/** Schema of `NewsSummary`. */
export const NewsSummarySchema = Type.Object(newsSummaryProperties);

/** A news article as listed. */
export type NewsSummary = Static<typeof NewsSummarySchema>;

/** Schema of `News`. */
export const NewsSchema = Type.Object({
  ...newsSummaryProperties,
  /** HTML written by editors; sanitise before rendering. */
  content: Type.String(),
  /** Author's name. */
  author: Type.String(),
});

/** A news article with its content. */
export type News = Static<typeof NewsSchema>;

/** Schema of `NeighbourLink`. */
export const NeighbourLinkSchema = Type.Object({
  /** Article id. */
  id: IdSchema,
  /** Title. */
  title: Type.String(),
});

/** A link to a neighbouring article. */
export type NeighbourLink = Static<typeof NeighbourLinkSchema>;

/** Schema of `Neighbours`. */
export const NeighboursSchema = Type.Object({
  /** The previous article, `null` at the start. */
  prev: Type.Union([NeighbourLinkSchema, Type.Null()]),
  /** The next article, `null` at the end. */
  next: Type.Union([NeighbourLinkSchema, Type.Null()]),
});

/** The previous and next articles of a news article. */
export type Neighbours = Static<typeof NeighboursSchema>;

/** Schema of `NewsListQuery`. */
export const NewsListQuerySchema = Type.Object(
  pagedProperties({
    /** Search words. */
    keyword: Type.Optional(Type.String()),
  }),
);

/** Request of `news.list()`. */
export type NewsListQuery = StaticRequest<typeof NewsListQuerySchema>;
