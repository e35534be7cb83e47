import Type, { type Static } from 'typebox';
import { IdSchema } from './common';

/** Schema of `Banner`. */
export const BannerSchema = Type.Object({
  /** Banner id. */
  id: IdSchema,
  /** Title. */
  title: Type.String(),
  /** Picture URL. */
  imageUrl: Type.String(),
  /** A portal path like `/activity/detail?id=3`, or an absolute URL. */
  link: Type.String(),
  /** Sort order. */
  sort: Type.Integer(),
});

/** A home-page banner. */
export type Banner = Static<typeof BannerSchema>;

/** Schema of `VisitCount`. */
export const VisitCountSchema = Type.Object({
  /** The visit count after counting this visit. */
  total: Type.Integer({ minimum: 0 }),
});

/** The visit counter, from `home.countVisit()`. */
export type VisitCount = Static<typeof VisitCountSchema>;
