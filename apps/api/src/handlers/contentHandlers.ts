import { and, asc, count, desc, eq, gt, ilike, lt, or, sql } from 'drizzle-orm';
import type { Deps, HandlerSet } from '../app/Handlers';
import { banners, counters, exhibitionHalls, hallWorks, news } from '../db/schema';
import { notFound } from '../http/BusinessError';
import { formatTime } from '../http/formatTime';
import { paging, toKey } from '../http/paging';
import { likePattern } from './likePattern';

type ContentCall =
  | 'exhibitions.listHalls'
  | 'exhibitions.getHall'
  | 'news.list'
  | 'news.get'
  | 'news.getNeighbours'
  | 'home.listBanners'
  | 'home.countVisit';

const newsSummary = {
  id: news.id,
  title: news.title,
  cover: news.cover,
  summary: news.summary,
  source: news.source,
  publishTime: news.publishTime,
  viewCount: news.viewCount,
};

/** Cloud-exhibition halls, industry news and the home page. */
export function contentHandlers({ db, readCache, views }: Deps): HandlerSet<ContentCall> {
  return {
    'exhibitions.listHalls': async ({ body }) => {
      const { limit, offset } = paging(body);
      const key = body.exhibitionId === undefined ? undefined : toKey(body.exhibitionId);
      const where = key === undefined ? undefined : key === null ? sql`false` : eq(exhibitionHalls.exhibitionId, key);
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: exhibitionHalls.id,
            exhibitionId: exhibitionHalls.exhibitionId,
            name: exhibitionHalls.name,
            cover: exhibitionHalls.cover,
            description: exhibitionHalls.description,
            sort: exhibitionHalls.sort,
          })
          .from(exhibitionHalls)
          .where(where)
          .orderBy(exhibitionHalls.exhibitionId, exhibitionHalls.sort, exhibitionHalls.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(exhibitionHalls).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    'exhibitions.getHall': async ({ query }) => {
      const key = toKey(query.id);
      const [hall] = key === null ? [] : await db.select().from(exhibitionHalls).where(eq(exhibitionHalls.id, key));
      if (!hall) throw notFound('展厅');
      const works = await db
        .select({ id: hallWorks.id, title: hallWorks.title, author: hallWorks.author, image: hallWorks.image, description: hallWorks.description })
        .from(hallWorks)
        .where(eq(hallWorks.hallId, hall.id))
        .orderBy(hallWorks.sort, hallWorks.id);
      return { ...hall, works };
    },

    'news.list': async ({ body }) => {
      const { limit, offset } = paging(body);
      const pattern = likePattern(body.keyword);
      const where = pattern ? or(ilike(news.title, pattern), ilike(news.summary, pattern)) : undefined;
      const [rows, totals] = await Promise.all([
        db.select(newsSummary).from(news).where(where).orderBy(desc(news.publishTime), desc(news.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(news).where(where),
      ]);
      return { rows: rows.map((r) => ({ ...r, publishTime: formatTime(r.publishTime) })), total: totals[0]?.n ?? 0 };
    },

    'news.get': async ({ query }) => {
      const key = toKey(query.id);
      if (key === null) throw notFound('资讯');
      const article = await readCache.read(`news.get ${key}`, ['news'], async () => {
        const [row] = await db.select().from(news).where(eq(news.id, key));
        if (!row) throw notFound('资讯');
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
      return { ...article, viewCount: await views.news.view(article.id, article.viewCount) };
    },

    'news.getNeighbours': async ({ query }) => {
      const key = toKey(query.id);
      const [current] = key === null ? [] : await db.select().from(news).where(eq(news.id, key));
      if (!current) throw notFound('资讯');
      const link = { id: news.id, title: news.title };
      const newer = or(gt(news.publishTime, current.publishTime), and(eq(news.publishTime, current.publishTime), gt(news.id, current.id)));
      const older = or(lt(news.publishTime, current.publishTime), and(eq(news.publishTime, current.publishTime), lt(news.id, current.id)));
      const [prev, next] = await Promise.all([
        db.select(link).from(news).where(newer).orderBy(asc(news.publishTime), asc(news.id)).limit(1),
        db.select(link).from(news).where(older).orderBy(desc(news.publishTime), desc(news.id)).limit(1),
      ]);
      return { prev: prev[0] ?? null, next: next[0] ?? null };
    },

    'home.listBanners': () =>
      db
        .select({ id: banners.id, title: banners.title, imageUrl: banners.imageUrl, link: banners.link, sort: banners.sort })
        .from(banners)
        .orderBy(banners.sort, banners.id),

    'home.countVisit': async () => {
      const [row] = await db
        .insert(counters)
        .values({ name: 'visits', value: 1 })
        .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
        .returning({ total: counters.value });
      return { total: Number(row?.total ?? 0) };
    },
  };
}
