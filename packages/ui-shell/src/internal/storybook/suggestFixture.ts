import type { HeaderSuggestion, SearchSuggest } from '../../app-shell/SearchSuggest';

const completions: readonly HeaderSuggestion[] = [
  { text: '流光之境', kind: '作品' },
  { text: '流光溢彩数字艺术展', kind: '展览' },
  { text: '数字艺术', kind: '资讯' },
  { text: '数字艺术作品征集启动', kind: '征集' },
  { text: '数字绘画入门', kind: '课程' },
];

/** Completions of the demo's words, answered after a short wait as the API would; aborted ones never answer. */
export const suggestFixture: SearchSuggest = (keyword, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(completions.filter((item) => item.text.includes(keyword))), 30);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
