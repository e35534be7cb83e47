import { pinyinKeys } from './pinyinKeys';
import { normalizeText, segmentWords } from './segmenter';

/** A text normalized one character at a time, with where each normalized character came from. */
function normalizedWithOrigins(text: string): { normalized: string; origins: number[] } {
  let normalized = '';
  const origins: number[] = [];
  let index = 0;
  for (const character of text) {
    const folded = normalizeText(character);
    normalized += folded;
    for (let i = 0; i < folded.length; i++) origins.push(index);
    index += character.length;
  }
  origins.push(index);
  return { normalized, origins };
}

/** Where the query's words occur in a text, as `[start, end)` ranges of the original text. */
function matchRanges(text: string, words: readonly string[]): Array<[number, number]> {
  const { normalized, origins } = normalizedWithOrigins(text);
  const ranges: Array<[number, number]> = [];
  for (const word of words) {
    let from = normalized.indexOf(word);
    while (from !== -1) {
      ranges.push([origins[from] ?? 0, origins[from + word.length] ?? text.length]);
      from = normalized.indexOf(word, from + word.length);
    }
  }
  if (ranges.length === 0 && words.some((word) => /^[a-z0-9]+$/.test(word))) {
    // A pinyin query: the Chinese words whose pinyin starts with it.
    let cursor = 0;
    for (const segment of segmentWords(normalized, { withSubwords: false })) {
      const start = normalized.indexOf(segment, cursor);
      if (start === -1) continue;
      cursor = start + segment.length;
      const keys = pinyinKeys(segment);
      if (words.some((word) => keys.some((key) => key.startsWith(word))))
        ranges.push([origins[start] ?? 0, origins[cursor] ?? text.length]);
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

const snippetLength = 90;

/**
 * The words of a title and of a snippet of a text that the query matched, as they are written there, and the
 * snippet: about 90 characters of plain text around the first match, or the text's start.
 */
export function markMatches(
  title: string,
  text: string,
  words: readonly string[],
): { snippet: string; matched: string[] } {
  const textRanges = matchRanges(text, words);
  const first = textRanges[0]?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - 20, text.length - snippetLength));
  const cut = text.slice(start, start + snippetLength);
  const snippet = `${start > 0 ? '…' : ''}${cut}${start + snippetLength < text.length ? '…' : ''}`;
  const found = [
    ...matchRanges(title, words).map(([a, b]) => title.slice(a, b)),
    ...textRanges
      .filter(([a, b]) => a >= start && b <= start + snippetLength)
      .map(([a, b]) => text.slice(a, b)),
  ];
  const matched = [...new Set(found)].sort((a, b) => b.length - a.length);
  return { snippet, matched };
}
