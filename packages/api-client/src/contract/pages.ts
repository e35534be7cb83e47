import Type, { type Static } from 'typebox';
import type { StaticRequest } from './common';

/** The colour sets of the generated pictures a page may use. */
const PaletteSchema = Type.Union([
  Type.Literal('dusk'),
  Type.Literal('ocean'),
  Type.Literal('jade'),
  Type.Literal('ember'),
  Type.Literal('aurora'),
  Type.Literal('ink'),
]);

/** Schema of `EditorialPage`. */
export const EditorialPageSchema = Type.Object({
  /** The page's fixed name (`aboutUs`, `cooperationTourism`, …). */
  slug: Type.String(),
  /** The small line above the title. */
  eyebrow: Type.String(),
  /** Title. */
  title: Type.String(),
  /** The words under the title. */
  lead: Type.String(),
  /** The hero's colours. */
  palette: PaletteSchema,
  /** Key figures, each a value and what it counts. */
  figures: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  /** Illustrated chapters, each with its paragraphs. */
  chapters: Type.Array(
    Type.Object({
      title: Type.String(),
      paragraphs: Type.Array(Type.String()),
      palette: PaletteSchema,
      caption: Type.String(),
    }),
  ),
  /** The title of the cases' section. */
  casesTitle: Type.String(),
  /** Cases, milestones or partners. */
  cases: Type.Array(
    Type.Object({ title: Type.String(), place: Type.String(), text: Type.String(), palette: PaletteSchema }),
  ),
});

/** An editorial page (关于我们, 国际合作, …) as its editors published it. */
export type EditorialPage = Static<typeof EditorialPageSchema>;

/** Schema of `EditorialPageQuery`. */
export const EditorialPageQuerySchema = Type.Object({
  /** The page's fixed name. */
  slug: Type.String({ pattern: '^[A-Za-z]{1,40}$' }),
});

/** Request of `pages.get()`. */
export type EditorialPageQuery = StaticRequest<typeof EditorialPageQuerySchema>;
