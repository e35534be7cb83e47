import type { PaletteName } from '../GeneratedArt';

type EditorialFigure = { value: string; label: string };
type EditorialChapter = { title: string; paragraphs: string[]; palette: PaletteName; caption: string };
type EditorialCase = { title: string; place: string; text: string; palette: PaletteName };

/** A content module: the words and the art direction of one editorial page. */
export type EditorialContent = {
  eyebrow: string;
  title: string;
  lead: string;
  palette: PaletteName;
  figures: EditorialFigure[];
  chapters: EditorialChapter[];
  casesTitle: string;
  cases: EditorialCase[];
};
