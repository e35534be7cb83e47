import { sql } from 'drizzle-orm';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { isPublic } from '../db/publicRows';
import { banners, counters } from '../db/schema';

/** The home page's banners and the visit counter. */
export function homeHandlers({ db }: Deps): HandlerSet<ResourceCalls<'home'>> {
  return {
    'home.listBanners': () =>
      db
        .select({
          id: banners.id,
          title: banners.title,
          imageUrl: banners.imageUrl,
          link: banners.link,
          sort: banners.sort,
        })
        .from(banners)
        .where(isPublic(banners))
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
