import Type, { type Static } from 'typebox';
import { IdSchema, pagedProperties, type StaticRequest } from './common';

const artworkSummaryProperties = {
  /** Artwork id. */
  id: IdSchema,
  /** Title. */
  title: Type.String(),
  /** Cover picture URL. */
  cover: Type.String(),
  /** Author's name. */
  author: Type.String(),
  /** Id of its {@link ProductType}. */
  productType: IdSchema,
  /** Name of its {@link ProductType}. */
  productTypeName: Type.String(),
  /** Id of its {@link ProductInfoType}. */
  productInfoType: IdSchema,
  /** Name of its {@link ProductInfoType}. */
  productInfoTypeName: Type.String(),
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  createTime: Type.String(),
  /** How often it was viewed. */
  viewCount: Type.Integer(),
};

/** Schema of `ArtworkSummary`. */
export const ArtworkSummarySchema = Type.Object(artworkSummaryProperties);

/** An artwork as listed. */
export type ArtworkSummary = Static<typeof ArtworkSummarySchema>;

/** Schema of `Picture`. */
export const PictureSchema = Type.Object({
  /** Picture URL (its largest rendition), as in `images`. */
  url: Type.String(),
  /** Width in pixels of the original. */
  width: Type.Integer(),
  /** Height in pixels of the original. */
  height: Type.Integer(),
  /**
   * Absolute `id` of its IIIF Image API 3 service (`${service}/info.json`, tiles under it); `null` while its tile
   * pyramid is not ready: show `url` then.
   */
  service: Type.Union([Type.String(), Type.Null()]),
});

/** A picture with its pixel size and, once tiled, its deep-zoom service. */
export type Picture = Static<typeof PictureSchema>;

/** Schema of `Artwork`. */
export const ArtworkSchema = Type.Object({
  ...artworkSummaryProperties,
  /** Picture URLs. */
  images: Type.Array(Type.String()),
  /** HTML written by editors; sanitise before rendering. */
  description: Type.String(),
  /** Year of creation. */
  year: Type.Union([Type.String(), Type.Null()]),
  /** Technique. */
  technique: Type.Union([Type.String(), Type.Null()]),
  /**
   * 作品尺寸: its first picture's own pixel size (`6000 × 4500 像素`) when the storage holds it, otherwise the text its
   * editor gave; `null` when neither.
   */
  dimensions: Type.Union([Type.String(), Type.Null()]),
  /** Video URL, `null` when none. */
  videoUrl: Type.Union([Type.String(), Type.Null()]),
  /** Tags. */
  tags: Type.Array(Type.String()),
  /** Absolute URL of its IIIF Presentation API 3 manifest. */
  manifest: Type.String(),
  /** One per entry of `images`, same order. */
  pictures: Type.Array(PictureSchema),
});

/** An artwork with its details. */
export type Artwork = Static<typeof ArtworkSchema>;

/** Schema of `ProductType`. */
export const ProductTypeSchema = Type.Object({
  /** Type id. */
  id: IdSchema,
  /** Display name. */
  name: Type.String(),
});

/** A kind of artwork. */
export type ProductType = Static<typeof ProductTypeSchema>;

/** Schema of `ProductInfoType`. */
export const ProductInfoTypeSchema = Type.Object({
  /** Type id. */
  id: IdSchema,
  /** Display name. */
  name: Type.String(),
});

/** A second classification of artworks. */
export type ProductInfoType = Static<typeof ProductInfoTypeSchema>;

/** Schema of `ProductionColumn`. */
export const ProductionColumnSchema = Type.Object({
  /** Column id. */
  id: IdSchema,
  /** Display name. */
  name: Type.String(),
  /** Description. */
  description: Type.String(),
  /** Cover picture URL. */
  cover: Type.String(),
  /** The first few artworks of the column. */
  productions: Type.Array(ArtworkSummarySchema),
});

/** A column of artworks. */
export type ProductionColumn = Static<typeof ProductionColumnSchema>;

/** Schema of `ArtworkListQuery`. */
export const ArtworkListQuerySchema = Type.Object(
  pagedProperties({
    /** Only this {@link ProductType}. */
    productType: Type.Optional(IdSchema),
    /** Only this {@link ProductInfoType}. */
    productInfoType: Type.Optional(IdSchema),
    /** Search words. */
    keyword: Type.Optional(Type.String()),
  }),
);

/** Request of `artworks.list()`: published artworks, optionally filtered. */
export type ArtworkListQuery = StaticRequest<typeof ArtworkListQuerySchema>;
