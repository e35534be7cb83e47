/** A 页面 chapter's 正文 as the paragraphs the page shows: split at blank lines, each trimmed, none empty. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
