import { pinyinKeys } from './pinyinKeys';
import { normalizeText, segmentWords } from './segmenter';

/** What a record offers the index: its title (weight A), names such as artist and tags (B) and its text (C). */
export type SearchableText = {
  title: string;
  names: readonly string[];
  text: string;
};

type Weight = 'A' | 'B' | 'C';

/** The longest text indexed of a record's body; a snippet never needs more. */
const maxTextLength = 4000;
/** PostgreSQL keeps positions up to 16383. */
const maxPosition = 16383;
/** Words of a query; the rest of a long query is left out. */
const maxQueryWords = 8;

const hanCharacter = /\p{Script=Han}/gu;

function titleTerms(title: string): string[] {
  const normalized = normalizeText(title);
  const words = segmentWords(normalized, { withSubwords: true });
  return [...words, ...(normalized.match(hanCharacter) ?? []), ...words.flatMap(pinyinKeys)];
}

function nameTerms(name: string): string[] {
  const normalized = normalizeText(name);
  const whole = normalized.replace(/[^\p{L}\p{N}]+/gu, '');
  const words = segmentWords(normalized, { withSubwords: true });
  return [whole, ...words, ...words.flatMap(pinyinKeys), ...pinyinKeys(whole)].filter((t) => t.length > 0);
}

/** A text's words, and the pinyin of its Chinese ones spelt out (initials would match half the text). */
function textTerms(text: string): string[] {
  const words = segmentWords(normalizeText(text.slice(0, maxTextLength)), { withSubwords: true });
  return [...words, ...words.flatMap((word) => pinyinKeys(word).slice(0, 1))];
}

/**
 * A record's terms as a `tsvector` literal (`'term':1A,7C …`), built here rather than by a text-search parser so
 * that PGlite and PostgreSQL, whatever their locale, index exactly the same lexemes. Terms are letters and digits
 * only, so they need no escaping.
 */
export function documentVector({ title, names, text }: SearchableText): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (terms: string[], weight: Weight) => {
    for (const term of terms) {
      position = Math.min(position + 1, maxPosition);
      const list = positions.get(term) ?? [];
      if (list.length < 8) list.push(`${position}${weight}`);
      positions.set(term, list);
    }
  };
  add(titleTerms(title), 'A');
  add(names.flatMap(nameTerms), 'B');
  add(textTerms(text), 'C');
  return [...positions].map(([term, list]) => `'${term}':${list.join(',')}`).join(' ');
}

/** The words of a query, normalized and segmented as the index is: at most 8, without repeats. */
export function queryWords(keyword: string): string[] {
  const words = segmentWords(normalizeText(keyword), { withSubwords: false });
  return [...new Set(words)].slice(0, maxQueryWords);
}

/**
 * A `tsquery` literal where every word must match, each as a prefix (`'流光':* & 'lg':*`), or null for none; with
 * `weights` (`'A'`, `'AB'`) only where the document holds it with one of them.
 */
export function queryVector(words: readonly string[], weights = ''): string | null {
  return words.length ? words.map((word) => `'${word}':*${weights}`).join(' & ') : null;
}
