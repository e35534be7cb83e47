import Type from 'typebox';
import { IdSchema } from './common';

/** Schema of `Banner`. */
export const BannerSchema = Type.Object({
  id: IdSchema,
  title: Type.String(),
  imageUrl: Type.String(),
  link: Type.String(),
  sort: Type.Integer(),
});

/** Schema of `VisitCount`. */
export const VisitCountSchema = Type.Object({ total: Type.Integer({ minimum: 0 }) });
