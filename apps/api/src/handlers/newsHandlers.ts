import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { cappedTotal } from '../db/cappedTotal';
import { pageIds } from '../db/pageIds';
import { isPublic, requirePublic } from '../db/publicRows';
import { news } from '../db/schema';
import { notFound } from '../http/BusinessError';
import { formatTime } from '../http/formatTime';
import { paging, toKey } from '../http/paging';
import { listDepthOf } from '../search/SearchIndex';

const newsSummary = {
  id: news.id,
  title: news.title,
  cover: news.cover,
  summary: news.summary,
  source: news.source,
  publishTime: news.publishTime,
  viewCount: news.viewCount,
};

/** Industry news, one article and its neighbours. */
export function newsHandlers({
  db,
  config,
  readCache,
  views,
  search,
}: Deps): HandlerSet<ResourceCalls<'news'>> {
  /** An article as its detail call answers it, from the read cache: reading never counts a view. */
  async function readArticle(id: number | string) {
    const key = toKey(id);
    if (key === null) throw notFound('资讯');
    return readCache.read(`news.get ${key}`, ['news'], async () => {
      const [found] = await db.select().from(news).where(eq(news.id, key));
      const row = requirePublic(found, '资讯');
      return {
        id: row.id,
        title: row.title,
        cover: row.cover,
        summary: row.summary,
        source: row.source,
        publishTime: formatTime(row.publishTime),
        viewCount: row.viewCount,
        content: row.content,
        author: row.author,
      };
    });
  }

  return {
    'news.list': async ({ body }) => {
      const depth = listDepthOf(body.keyword, config.listDepth);
      const { limit, offset } = paging(body, depth);
      const where = and(
        isPublic(news),
        (await search.filter('news', sql`${news.id}`, body.keyword)) ?? undefined,
      );
      const newestFirst = [desc(news.publishTime), desc(news.id)];
      const ids = pageIds(db, news, news.id, where, newestFirst, { limit, offset });
      const [rows, total] = await Promise.all([
        db
          .select(newsSummary)
          .from(news)
          .where(inArray(news.id, ids))
          .orderBy(...newestFirst),
        cappedTotal(db, news, where, depth, newestFirst),
      ]);
      return { rows: rows.map((r) => ({ ...r, publishTime: formatTime(r.publishTime) })), ...total };
    },

    'news.get': ({ query }) => readArticle(query.id),

    'news.countView': async ({ query }) => {
      const article = await readArticle(query.id);
      return { viewCount: await views.news.view(article.id, article.viewCount) };
    },

    'news.getNeighbours': async ({ query }) => {
      const key = toKey(query.id);
      const [found] = key === null ? [] : await db.select().from(news).where(eq(news.id, key));
      const current = requirePublic(found, '资讯');
      const link = { id: news.id, title: news.title };
      // Row comparisons, so that each neighbour is one step along the list index.
      const newer = sql`(${news.publishTime}, ${news.id}) > (${current.publishTime}, ${current.id})`;
      const older = sql`(${news.publishTime}, ${news.id}) < (${current.publishTime}, ${current.id})`;
      const [prev, next] = await Promise.all([
        db
          .select(link)
          .from(news)
          .where(and(isPublic(news), newer))
          .orderBy(asc(news.publishTime), asc(news.id))
          .limit(1),
        db
          .select(link)
          .from(news)
          .where(and(isPublic(news), older))
          .orderBy(desc(news.publishTime), desc(news.id))
          .limit(1),
      ]);
      return { prev: prev[0] ?? null, next: next[0] ?? null };
    },
  };
}
