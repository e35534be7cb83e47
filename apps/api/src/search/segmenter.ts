import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import * as OpenCC from 'opencc-js';
import { fieldDictionary } from './fieldDictionary';

let jieba: Jieba | null = null;
let toSimplified: ((text: string) => string) | null = null;

function segmenter(): Jieba {
  if (!jieba) {
    jieba = Jieba.withDict(dict);
    jieba.loadDict(Buffer.from(fieldDictionary));
  }
  return jieba;
}

/** Full-width forms folded (ＡＢＣ１ → abc1), traditional characters made simplified, Latin lower-cased. */
export function normalizeText(text: string): string {
  toSimplified ??= OpenCC.Converter({ from: 't', to: 'cn' });
  return toSimplified(text.normalize('NFKC')).toLowerCase();
}

/** Only letters and digits of a word; punctuation, symbols and emoji go. */
function wordCharacters(word: string): string {
  return word.replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The words of a normalized text, as jieba cuts it, then the shorter words it finds inside long ones (for the
 * index, so that 流光 finds 流光溢彩).
 */
export function segmentWords(normalized: string, options: { withSubwords: boolean }): string[] {
  const jieba = segmenter();
  const cut = options.withSubwords ? jieba.cutForSearch(normalized, true) : jieba.cut(normalized, true);
  return cut.map(wordCharacters).filter((word) => word.length > 0);
}
