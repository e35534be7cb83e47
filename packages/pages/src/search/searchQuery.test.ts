import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE, searchQuery, searchStateOf } from './searchQuery';

const query = (search: string) => searchQuery(new URLSearchParams(search));

describe('searchQuery', () => {
  it('asks for the query, the kind, the order and the page of the URL', () => {
    expect(query('q=流光&kind=news&sort=latest&page=3')).toEqual({
      keyword: '流光',
      kind: 'news',
      sort: 'latest',
      pageNum: 3,
      pageSize: SEARCH_PAGE_SIZE,
    });
  });

  it('leaves out 全部 and 综合, the defaults', () => {
    expect(query('q=流光')).toEqual({ keyword: '流光', pageNum: 1, pageSize: SEARCH_PAGE_SIZE });
  });

  it('reads a kind, an order or a page it does not know as the default', () => {
    expect(query('q=流光&kind=users&sort=price&page=-2')).toEqual(query('q=流光'));
    expect(searchStateOf(new URLSearchParams('q=流光&page=abc'))).toEqual({
      q: '流光',
      kind: undefined,
      sort: 'relevance',
      page: 1,
    });
  });

  it('asks nothing for a blank query', () => {
    expect(query('')).toBeNull();
    expect(query('q=%20%20%E3%80%80')).toBeNull();
  });

  it('trims the query', () => {
    expect(query('q=%20流光%20')?.keyword).toBe('流光');
  });
});
