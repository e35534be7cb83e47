import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { cappedTotal } from '../db/cappedTotal';
import { pageIds } from '../db/pageIds';
import type { Db } from '../db/openDatabase';
import { artworks, columnArtworks, productInfoTypes, productionColumns, productTypes } from '../db/schema';
import { isPublic, requirePublic } from '../db/publicRows';
import { isPreviewed } from '../portal/previewScope';
import { notFound } from '../http/BusinessError';
import { formatTime } from '../http/formatTime';
import { paging, toKey } from '../http/paging';
import { listDepthOf } from '../search/SearchIndex';
import { describePicture } from '../storage/describePicture';
import { pictureDimensions } from '../storage/pictureDimensions';
import { pictureStore } from '../storage/pictureStore';
import { artworkManifestUrl } from '../iiif/iiifUrls';

const relatedCount = 6;

const summaryFields = {
  id: artworks.id,
  title: artworks.title,
  cover: artworks.cover,
  author: artworks.author,
  productType: artworks.productType,
  productTypeName: productTypes.name,
  productInfoType: artworks.productInfoType,
  productInfoTypeName: productInfoTypes.name,
  createdAt: artworks.createdAt,
  viewCount: artworks.viewCount,
};

type SummaryRow = { createdAt: Date } & Omit<{ [K in keyof typeof summaryFields]: unknown }, 'createdAt'>;

function summaries(db: Db, where: SQL | undefined) {
  return db
    .select(summaryFields)
    .from(artworks)
    .innerJoin(productTypes, eq(artworks.productType, productTypes.id))
    .innerJoin(productInfoTypes, eq(artworks.productInfoType, productInfoTypes.id))
    .where(where)
    .$dynamic();
}

function toSummary<R extends SummaryRow>({
  createdAt,
  ...rest
}: R): Omit<R, 'createdAt'> & { createTime: string } {
  return { ...rest, createTime: formatTime(createdAt) };
}

/** Published artworks, their categories and the production columns. */
export function artworksHandlers({
  db,
  config,
  log,
  readCache,
  views,
  search,
}: Deps): HandlerSet<ResourceCalls<'artworks'>> {
  const published = eq(artworks.published, true);
  const none = sql`false`;
  const pictures = pictureStore(config, log, db);

  /** A published artwork as its detail call answers it, from the read cache: reading never counts a view. */
  async function readArtwork(id: number | string) {
    const key = toKey(id);
    if (key === null) throw notFound('作品');
    return readCache.read(`artworks.get ${key}`, ['artworks'], async () => {
      const [found] = await db
        .select({
          ...summaryFields,
          images: artworks.images,
          description: artworks.description,
          year: artworks.year,
          technique: artworks.technique,
          dimensions: artworks.dimensions,
          videoUrl: artworks.videoUrl,
          tags: artworks.tags,
          state: artworks.state,
        })
        .from(artworks)
        .innerJoin(productTypes, eq(artworks.productType, productTypes.id))
        .innerJoin(productInfoTypes, eq(artworks.productInfoType, productInfoTypes.id))
        .where(eq(artworks.id, key));
      const { state: _state, ...work } = requirePublic(found, '作品');
      const described = await Promise.all(work.images.map((url) => describePicture(url, pictures)));
      return {
        ...toSummary(work),
        // 作品尺寸 is the picture's own: what an editor typed counts only for a picture outside the storage.
        dimensions: pictureDimensions(described[0]) ?? work.dimensions,
        manifest: artworkManifestUrl(config, work.id),
        pictures: described,
      };
    });
  }

  return {
    'artworks.list': async ({ body }) => {
      const depth = listDepthOf(body.keyword, config.listDepth);
      const { limit, offset } = paging(body, depth);
      const filters: (SQL | undefined)[] = [published];
      if (body.productType !== undefined) {
        const key = toKey(body.productType);
        filters.push(key === null ? none : eq(artworks.productType, key));
      }
      if (body.productInfoType !== undefined) {
        const key = toKey(body.productInfoType);
        filters.push(key === null ? none : eq(artworks.productInfoType, key));
      }
      filters.push((await search.filter('artworks', sql`${artworks.id}`, body.keyword)) ?? undefined);
      const where = and(...filters);
      const newestFirst = [desc(artworks.createdAt), desc(artworks.id)];
      const ids = pageIds(db, artworks, artworks.id, where, newestFirst, { limit, offset });
      const [rows, total] = await Promise.all([
        summaries(db, inArray(artworks.id, ids)).orderBy(...newestFirst),
        cappedTotal(db, artworks, where, depth, newestFirst),
      ]);
      return { rows: rows.map(toSummary), ...total };
    },

    'artworks.listTypes': () =>
      db
        .select({ id: productTypes.id, name: productTypes.name })
        .from(productTypes)
        .where(isPublic(productTypes))
        .orderBy(productTypes.id),

    'artworks.listInfoTypes': () => db.select().from(productInfoTypes).orderBy(productInfoTypes.id),

    'artworks.listColumns': async ({ body }) => {
      const { limit, offset } = paging(body, config.listDepth);
      const [columns, totals] = await Promise.all([
        db
          .select()
          .from(productionColumns)
          .orderBy(productionColumns.sort, productionColumns.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(productionColumns),
      ]);
      const ids = columns.map((c) => c.id);
      const members = ids.length
        ? await db
            .select({ ...summaryFields, columnId: columnArtworks.columnId })
            .from(columnArtworks)
            .innerJoin(artworks, eq(columnArtworks.artworkId, artworks.id))
            .innerJoin(productTypes, eq(artworks.productType, productTypes.id))
            .innerJoin(productInfoTypes, eq(artworks.productInfoType, productInfoTypes.id))
            .where(and(published, inArray(columnArtworks.columnId, ids)))
            .orderBy(columnArtworks.sort)
        : [];
      return {
        rows: columns.map(({ sort: _sort, ...column }) => ({
          ...column,
          productions: members
            .filter((m) => m.columnId === column.id)
            .slice(0, 4)
            .map(({ columnId: _columnId, ...m }) => toSummary(m)),
        })),
        total: totals[0]?.n ?? 0,
      };
    },

    'artworks.get': ({ query }) => readArtwork(query.id),

    'artworks.countView': async ({ query }) => {
      const row = await readArtwork(query.id);
      return { viewCount: await views.artworks.view(row.id, row.viewCount) };
    },

    'artworks.listRelated': async ({ query }) => {
      const key = toKey(query.id);
      const [found] = key === null ? [] : await db.select().from(artworks).where(eq(artworks.id, key));
      // A 预览 of a draft shows the works its page would show beside it once published.
      const work = found && (found.published || isPreviewed('作品', found.id)) ? found : undefined;
      if (!work) throw notFound('作品');
      // Same category first, then the newest of the others: two index walks of at most six rows each.
      const newestFirst = [desc(artworks.createdAt), desc(artworks.id)];
      const sameType = await summaries(
        db,
        and(published, eq(artworks.productType, work.productType), ne(artworks.id, work.id)),
      )
        .orderBy(...newestFirst)
        .limit(relatedCount);
      const others =
        sameType.length < relatedCount
          ? await summaries(db, and(published, ne(artworks.productType, work.productType)))
              .orderBy(...newestFirst)
              .limit(relatedCount - sameType.length)
          : [];
      return [...sameType, ...others].map(toSummary);
    },
  };
}
