/** A piece of a text: marked when it is one of the matched words. */
export type MarkedPart = { text: string; marked: boolean };

/** No result names more words than this; a longer list (a bug or an attack) must not cost a scan each. */
const MAX_WORDS = 32;

const escapeRegExp = (word: string) => word.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** Where `word` occurs in `text`, case-insensitively, overlapping occurrences included. */
function rangesOf(text: string, word: string): [start: number, end: number][] {
  const pattern = new RegExp(escapeRegExp(word), 'giu');
  const ranges: [number, number][] = [];
  for (let found = pattern.exec(text); found !== null; found = pattern.exec(text)) {
    ranges.push([found.index, found.index + found[0].length]);
    // One character on, not one code unit: in the middle of an emoji the search would step back to its start.
    pattern.lastIndex = found.index + String.fromCodePoint(text.codePointAt(found.index)!).length;
  }
  return ranges;
}

/**
 * The text cut into plain and marked parts: every occurrence of each word (Latin letters in any case) is marked, and
 * words that overlap or touch make one marked part. The parts joined give the text back, character for character.
 */
export function markedParts(text: string, words: readonly string[]): MarkedPart[] {
  const wanted = [...new Set(words.filter((word) => word.trim() !== ''))].slice(0, MAX_WORDS);
  const ranges = wanted.flatMap((word) => rangesOf(text, word)).sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const parts: MarkedPart[] = [];
  let cursor = 0;
  let index = 0;
  while (index < ranges.length) {
    const [start] = ranges[index]!;
    let end = ranges[index]![1];
    for (index += 1; index < ranges.length && ranges[index]![0] <= end; index += 1)
      end = Math.max(end, ranges[index]![1]);
    if (start > cursor) parts.push({ text: text.slice(cursor, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length || parts.length === 0) parts.push({ text: text.slice(cursor), marked: false });
  return parts;
}
