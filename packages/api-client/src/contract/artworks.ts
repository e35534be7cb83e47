import Type from 'typebox';
import { IdSchema, pageQueryProperties } from './common';

const artworkSummaryProperties = {
  id: IdSchema,
  title: Type.String(),
  cover: Type.String(),
  author: Type.String(),
  productType: IdSchema,
  productTypeName: Type.String(),
  productInfoType: IdSchema,
  productInfoTypeName: Type.String(),
  createTime: Type.String(),
  viewCount: Type.Integer(),
};

/** Schema of `ArtworkSummary`. */
export const ArtworkSummarySchema = Type.Object(artworkSummaryProperties);

/** Schema of `Artwork`. */
export const ArtworkSchema = Type.Object({
  ...artworkSummaryProperties,
  images: Type.Array(Type.String()),
  description: Type.String(),
  year: Type.Union([Type.String(), Type.Null()]),
  technique: Type.Union([Type.String(), Type.Null()]),
  dimensions: Type.Union([Type.String(), Type.Null()]),
  videoUrl: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Array(Type.String()),
});

/** Schema of `ProductType`. */
export const ProductTypeSchema = Type.Object({ id: IdSchema, name: Type.String() });

/** Schema of `ProductInfoType`. */
export const ProductInfoTypeSchema = Type.Object({ id: IdSchema, name: Type.String() });

/** Schema of `ProductionColumn`. */
export const ProductionColumnSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  cover: Type.String(),
  productions: Type.Array(ArtworkSummarySchema),
});

/** Schema of `ArtworkListQuery`. */
export const ArtworkListQuerySchema = Type.Object({
  ...pageQueryProperties,
  productType: Type.Optional(IdSchema),
  productInfoType: Type.Optional(IdSchema),
  keyword: Type.Optional(Type.String()),
});
