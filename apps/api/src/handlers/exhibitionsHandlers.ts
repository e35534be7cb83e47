import { and, count, eq, sql } from 'drizzle-orm';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { isPublic, requirePublic } from '../db/publicRows';
import { exhibitionHalls, hallWorks } from '../db/schema';
import { paging, toKey } from '../http/paging';
import { describePicture } from '../storage/describePicture';
import { pictureStore } from '../storage/pictureStore';
import { hallCollectionUrl, hallWorkManifestUrl } from '../iiif/iiifUrls';

/** Cloud-exhibition halls and their works. */
export function exhibitionsHandlers({ db, config, log }: Deps): HandlerSet<ResourceCalls<'exhibitions'>> {
  const pictures = pictureStore(config, log, db);
  return {
    'exhibitions.listHalls': async ({ body }) => {
      const { limit, offset } = paging(body, config.listDepth);
      const key = body.exhibitionId === undefined ? undefined : toKey(body.exhibitionId);
      const where = and(
        isPublic(exhibitionHalls),
        key === undefined ? undefined : key === null ? sql`false` : eq(exhibitionHalls.exhibitionId, key),
      );
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
      const [found] =
        key === null ? [] : await db.select().from(exhibitionHalls).where(eq(exhibitionHalls.id, key));
      const {
        state: _state,
        publishAt: _at,
        version: _v,
        updatedBy: _by,
        updatedAt: _u,
        ...hall
      } = requirePublic(found, '展厅');
      const works = await db
        .select({
          id: hallWorks.id,
          title: hallWorks.title,
          author: hallWorks.author,
          image: hallWorks.image,
          description: hallWorks.description,
        })
        .from(hallWorks)
        .where(and(eq(hallWorks.hallId, hall.id), isPublic(hallWorks)))
        .orderBy(hallWorks.sort, hallWorks.id);
      const described = await Promise.all(
        works.map(async (work) => ({
          ...work,
          manifest: hallWorkManifestUrl(config, hall.id, work.id),
          picture: await describePicture(work.image, pictures),
        })),
      );
      return { ...hall, works: described, collection: hallCollectionUrl(config, hall.id) };
    },
  };
}
