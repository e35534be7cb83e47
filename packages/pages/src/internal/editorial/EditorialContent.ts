import type { ArtPaletteName } from '@art-portal/ui-shell/theme';

type EditorialFigure = { value: string; label: string };
type EditorialChapter = { title: string; paragraphs: string[]; palette: ArtPaletteName; caption: string };
type EditorialCase = { title: string; place: string; text: string; palette: ArtPaletteName };

/** A content module: the words and the art direction of one editorial page. */
export type EditorialContent = {
  eyebrow: string;
  title: string;
  lead: string;
  palette: ArtPaletteName;
  figures: EditorialFigure[];
  chapters: EditorialChapter[];
  casesTitle: string;
  cases: EditorialCase[];
};
