import Type from 'typebox';
import { IdSchema, pageQueryProperties } from './common';

const hallProperties = {
  id: IdSchema,
  exhibitionId: IdSchema,
  name: Type.String(),
  cover: Type.String(),
  description: Type.String(),
  sort: Type.Integer(),
};

/** Schema of `ExhibitionHall`. */
export const ExhibitionHallSchema = Type.Object(hallProperties);

/** Schema of `ExhibitionWork`. */
export const ExhibitionWorkSchema = Type.Object({
  id: IdSchema,
  title: Type.String(),
  author: Type.String(),
  image: Type.String(),
  description: Type.String(),
});

/** Schema of `ExhibitionHallDetail`. */
export const ExhibitionHallDetailSchema = Type.Object({
  ...hallProperties,
  content: Type.String(),
  works: Type.Array(ExhibitionWorkSchema),
});

/** Schema of `ExhibitionHallListQuery`. */
export const ExhibitionHallListQuerySchema = Type.Object({
  ...pageQueryProperties,
  exhibitionId: Type.Optional(IdSchema),
});
