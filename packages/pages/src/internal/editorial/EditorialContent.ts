import type { PaletteName } from '../GeneratedArt';

export type EditorialFigure = { value: string; label: string };
export type EditorialChapter = { title: string; paragraphs: string[]; palette: PaletteName; caption: string };
export type EditorialCase = { title: string; place: string; text: string; palette: PaletteName };

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
