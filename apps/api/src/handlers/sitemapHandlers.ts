import type { SitemapKind } from '@art-portal/api-client';
import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { queryRows } from '../db/queryRows';
import { isPublic } from '../db/publicRows';
import { activities, activityEntries, artworks, courses, news } from '../db/schema';
import { formatTime } from '../http/formatTime';

type Source = {
  table: PgTable;
  id: PgColumn;
  lastmod: PgColumn;
  /** Only these rows are public. */
  visible?: SQL;
  parentId?: PgColumn;
  /** URLs the portal lists per record. */
  urlsEach: number;
};

const sources: Record<SitemapKind, Source> = {
  artworks: {
    table: artworks,
    id: artworks.id,
    lastmod: artworks.createdAt,
    visible: eq(artworks.published, true),
    urlsEach: 1,
  },
  news: { table: news, id: news.id, lastmod: news.publishTime, visible: isPublic(news), urlsEach: 1 },
  courses: {
    table: courses,
    id: courses.id,
    lastmod: courses.createdAt,
    visible: isPublic(courses),
    urlsEach: 1,
  },
  // A call is listed twice: its page and the page of its entries.
  activities: {
    table: activities,
    id: activities.id,
    lastmod: activities.startTime,
    visible: isPublic(activities),
    urlsEach: 2,
  },
  entries: {
    table: activityEntries,
    id: activityEntries.id,
    lastmod: activityEntries.createdAt,
    parentId: activityEntries.activityId,
    // Only an 已通过 entry is public, and an entry of a call that is not public is not either.
    visible: sql`${activityEntries.reviewState} = 'approved' and exists (select 1 from ${activities} where ${activities.id} = ${activityEntries.activityId} and ${isPublic(activities)})`,
    urlsEach: 1,
  },
};

const kinds: readonly SitemapKind[] = ['artworks', 'news', 'courses', 'activities', 'entries'];

/** The day a record last changed, in China time; a call that starts later was last changed today. */
const dayOf = (value: Date, now: Date) => formatTime(value > now ? now : value).slice(0, 10);

/**
 * The sitemap as ranges of ids: part `n` of a kind holds the public records with ids in `((n - 1) × size, n × size]`,
 * so that a part never holds more than `size` URLs, is read in one range of the primary key and needs no offset.
 */
export function sitemapHandlers({ db, config }: Deps): HandlerSet<ResourceCalls<'sitemap'>> {
  const sizeOf = (kind: SitemapKind) =>
    Math.max(1, Math.floor(config.sitemapPartSize / sources[kind].urlsEach));

  async function partsOf(kind: SitemapKind) {
    const { table, id, visible } = sources[kind];
    const size = sizeOf(kind);
    // One probe of the primary key per possible part, up to the largest id: no part is counted, none read.
    const rows = await queryRows<{ part: number }>(
      db,
      sql`select g.n + 1 as part
          from generate_series(0, (select coalesce(max(${id}), 0) from ${table}) / ${size}) as g(n)
          where exists (select 1 from ${table} where ${id} > g.n * ${size} and ${id} <= (g.n + 1) * ${size}
            ${visible ? sql`and ${visible}` : sql``})
          order by g.n`,
    );
    return rows.map((row) => ({ kind, part: Number(row.part) }));
  }

  return {
    'sitemap.listParts': async () => ({ parts: (await Promise.all(kinds.map(partsOf))).flat() }),

    'sitemap.getPart': async ({ query }) => {
      const { table, id, lastmod, visible, parentId } = sources[query.kind];
      const size = sizeOf(query.kind);
      const rows = await db
        .select({ id, lastmod, ...(parentId ? { parentId } : {}) })
        .from(table)
        .where(and(gt(id, (query.part - 1) * size), lte(id, query.part * size), visible))
        .orderBy(asc(id));
      const now = new Date();
      return {
        ids: rows.map((row) => Number(row.id)),
        lastmods: rows.map((row) => dayOf(row.lastmod as Date, now)),
        ...(parentId ? { parentIds: rows.map((row) => Number(row.parentId)) } : {}),
      };
    },
  };
}
