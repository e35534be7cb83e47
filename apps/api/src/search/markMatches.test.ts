import { describe, expect, it } from 'vitest';
import { markMatches } from './markMatches';
import { queryVector, queryWords } from './searchTerms';

describe('queryWords', () => {
  it('segments Chinese, folds traditional and full-width forms, lower-cases Latin and drops symbols', () => {
    expect(queryWords('數字藝術 ＢＬＥＮＤＥＲ')).toEqual(['数字艺术', 'blender']);
    expect(queryWords('生成艺术赛博朋克')).toEqual(['生成艺术', '赛博朋克']);
    expect(queryWords(`&|!:*()'" <script>`)).toEqual(['script']);
    expect(queryWords('🎨')).toEqual([]);
  });

  it('builds a prefix query only from letters and digits', () => {
    expect(queryVector(queryWords("流光 a'b"))).toBe("'流光':* & 'a':* & 'b':*");
    expect(queryVector([])).toBeNull();
  });
});

describe('markMatches', () => {
  it('marks the words as written in the title and a snippet around the first match', () => {
    const text = `${'前言'.repeat(60)}这里是數字藝術的故事`;
    const { snippet, matched } = markMatches('數字藝術展', text, queryWords('数字艺术'));
    expect(matched).toEqual(['數字藝術']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).toContain('數字藝術');
  });

  it('marks the Chinese word a pinyin query found', () => {
    expect(markMatches('流光之境', '', ['lg']).matched).toEqual(['流光']);
    expect(markMatches('流光之境', '', ['liuguang']).matched).toEqual(['流光']);
  });
});
