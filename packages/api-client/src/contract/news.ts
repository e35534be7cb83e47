import Type from 'typebox';
import { IdSchema, pageQueryProperties } from './common';

const newsSummaryProperties = {
  id: IdSchema,
  title: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  source: Type.String(),
  publishTime: Type.String(),
  viewCount: Type.Integer(),
};

/** Schema of `NewsSummary`. */
export const NewsSummarySchema = Type.Object(newsSummaryProperties);

/** Schema of `News`. */
export const NewsSchema = Type.Object({ ...newsSummaryProperties, content: Type.String(), author: Type.String() });

/** Schema of `NeighbourLink`. */
export const NeighbourLinkSchema = Type.Object({ id: IdSchema, title: Type.String() });

/** Schema of `Neighbours`. */
export const NeighboursSchema = Type.Object({
  prev: Type.Union([NeighbourLinkSchema, Type.Null()]),
  next: Type.Union([NeighbourLinkSchema, Type.Null()]),
});

/** Schema of `NewsListQuery`. */
export const NewsListQuerySchema = Type.Object({ ...pageQueryProperties, keyword: Type.Optional(Type.String()) });
