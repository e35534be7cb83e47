import { describe, expect, it } from 'vitest';
import { redactedUrl } from './requestLogSerializer';

describe('redactedUrl', () => {
  it('leaves out what was typed into a search box, and keeps the rest of the URL', () => {
    expect(redactedUrl('/api/portal/search/suggest?keyword=%E6%B5%81')).toBe(
      '/api/portal/search/suggest?keyword=[omitted]',
    );
    expect(redactedUrl('/search?q=secret&kind=artworks&page=2')).toBe(
      '/search?q=[omitted]&kind=artworks&page=2',
    );
    expect(redactedUrl('/api/portal/pass/news/list?pageNum=1&keyword=a%26b&pageSize=8')).toBe(
      '/api/portal/pass/news/list?pageNum=1&keyword=[omitted]&pageSize=8',
    );
    expect(redactedUrl('/artWorks/detail?id=1')).toBe('/artWorks/detail?id=1');
    expect(redactedUrl('/news/index?faq=1')).toBe('/news/index?faq=1');
  });
});
