import { describe, expect, it } from 'vitest';
import { newsListItem } from './newsListItem';

const article = {
  id: 7,
  title: '翡翠长廊开幕',
  cover: '',
  summary: '展出三十件新作',
  source: '',
  publishTime: '2026-12-05 12:00:00',
  viewCount: 3,
};

describe('newsListItem', () => {
  it('leaves out an empty 来源 instead of a stray separator (the back office requires only 标题 and 正文)', () => {
    expect(newsListItem(article).meta).toBe('2026年12月5日 · 3 次阅读');
    expect(newsListItem({ ...article, source: '新华社' }).meta).toBe('新华社 · 2026年12月5日 · 3 次阅读');
  });
});
