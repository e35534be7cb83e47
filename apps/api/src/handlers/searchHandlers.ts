import { LRUCache } from 'lru-cache';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { BusinessError, codes } from '../http/BusinessError';
import { paging } from '../http/paging';

/** The longest keyword searched; the rest of a longer one is left out and the answer says so. */
const maxKeywordLength = 100;
/** Suggestions one address may ask for per minute: one per key typed is far below it. */
const suggestionsPerMinute = 120;

/**
 * The search calls. The suggestion limit counts requests per address and keeps nothing of what was typed.
 */
export function searchHandlers({ config, search }: Deps): HandlerSet<ResourceCalls<'search'>> {
  const asked = new LRUCache<string, { count: number; since: number }>({ max: 50_000, ttl: 60_000 });

  return {
    'search.list': async ({ query }) => {
      const trimmed = query.keyword.trim();
      const truncated = [...trimmed].length > maxKeywordLength;
      const keyword = truncated ? [...trimmed].slice(0, maxKeywordLength).join('') : trimmed;
      const { limit, offset } = paging(query, config.listDepth);
      const found = await search.search({
        keyword,
        kind: query.kind,
        sort: query.sort ?? 'relevance',
        limit,
        offset,
      });
      return { ...found, keyword, truncated };
    },

    'search.suggest': async ({ query, ip }) => {
      const now = Date.now();
      const seen = asked.get(ip);
      const window = seen && now - seen.since < 60_000 ? seen : { count: 0, since: now };
      window.count += 1;
      asked.set(ip, window);
      if (window.count > suggestionsPerMinute)
        throw new BusinessError(codes.tooMany, '搜索建议请求过于频繁，请稍后再试');
      const keyword = [...query.keyword.trim()].slice(0, maxKeywordLength).join('');
      return search.suggest(keyword);
    },
  };
}
