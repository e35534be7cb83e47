import Type, { type Static } from 'typebox';
import { PictureSchema } from './artworks';
import { IdSchema, pagedProperties, type StaticRequest } from './common';

const hallProperties = {
  /** Hall id. */
  id: IdSchema,
  /** The exhibition: 1 Asian digital art exhibition, 2 AI digital park. */
  exhibitionId: IdSchema,
  /** Display name. */
  name: Type.String(),
  /** Cover picture URL. */
  cover: Type.String(),
  /** Description. */
  description: Type.String(),
  /** Sort order. */
  sort: Type.Integer(),
};

/** Schema of `ExhibitionHall`. */
export const ExhibitionHallSchema = Type.Object(hallProperties);

/** A hall of a cloud exhibition. */
export type ExhibitionHall = Static<typeof ExhibitionHallSchema>;

/** Schema of `ExhibitionWork`. */
export const ExhibitionWorkSchema = Type.Object({
  /** Work id. */
  id: IdSchema,
  /** Title. */
  title: Type.String(),
  /** Author's name. */
  author: Type.String(),
  /** Picture URL. */
  image: Type.String(),
  /** Description. */
  description: Type.String(),
  /** Absolute URL of its IIIF Presentation API 3 manifest, `null` when it has none. */
  manifest: Type.Union([Type.String(), Type.Null()]),
  /** `image` with its pixel size and deep-zoom service, `null` when unknown. */
  picture: Type.Union([PictureSchema, Type.Null()]),
});

/** A work shown in an exhibition hall. */
export type ExhibitionWork = Static<typeof ExhibitionWorkSchema>;

/** Schema of `ExhibitionHallDetail`. */
export const ExhibitionHallDetailSchema = Type.Object({
  ...hallProperties,
  /** HTML written by editors; sanitise before rendering. */
  content: Type.String(),
  /** The works shown. */
  works: Type.Array(ExhibitionWorkSchema),
  /** Absolute URL of the hall as a IIIF Presentation API 3 Collection of its works' manifests. */
  collection: Type.String(),
});

/** An exhibition hall with its content and works. */
export type ExhibitionHallDetail = Static<typeof ExhibitionHallDetailSchema>;

/** Schema of `ExhibitionHallListQuery`. */
export const ExhibitionHallListQuerySchema = Type.Object(
  pagedProperties({
    /** Only halls of this exhibition. */
    exhibitionId: Type.Optional(IdSchema),
  }),
);

/** Request of `exhibitions.listHalls()`. */
export type ExhibitionHallListQuery = StaticRequest<typeof ExhibitionHallListQuerySchema>;
