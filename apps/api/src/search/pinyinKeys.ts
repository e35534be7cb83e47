import { pinyin } from 'pinyin-pro';

const han = /\p{Script=Han}/u;

/** The pinyin of a word with Chinese characters, spelt out and as initials (流光 → liuguang, lg); none otherwise. */
export function pinyinKeys(word: string): string[] {
  if (!han.test(word)) return [];
  const syllables = pinyin(word, { toneType: 'none', type: 'array', v: true });
  const spelt = syllables.join('').replace(/[^a-z0-9]/g, '');
  const initials = syllables
    .map((s) => s.charAt(0))
    .join('')
    .replace(/[^a-z0-9]/g, '');
  return [...new Set([spelt, initials].filter((key) => key.length > 0))];
}
