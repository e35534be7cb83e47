import type { SearchKind } from '@art-portal/api-client';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  activities,
  artworks,
  courses,
  exhibitionHalls,
  hallWorks,
  news,
  productInfoTypes,
  productTypes,
} from '../db/schema';
import { isPublic } from '../db/publicRows';
import { plainText } from './plainText';
import type { SearchDocument, SearchKindDeclaration } from './SearchDocument';

const none = { status: null, exhibitionId: null, open: false };

function only(column: Parameters<typeof inArray>[0], ids: readonly number[] | undefined): SQL | undefined {
  return ids ? inArray(column, [...ids]) : undefined;
}

const artworkKind: SearchKindDeclaration = {
  source: { table: artworks, id: artworks.id },
  kind: 'artworks',
  load: async (db, ids) => {
    const rows = await db
      .select({
        id: artworks.id,
        title: artworks.title,
        cover: artworks.cover,
        author: artworks.author,
        tags: artworks.tags,
        description: artworks.description,
        technique: artworks.technique,
        typeName: productTypes.name,
        infoTypeName: productInfoTypes.name,
        viewCount: artworks.viewCount,
        createdAt: artworks.createdAt,
      })
      .from(artworks)
      .innerJoin(productTypes, eq(productTypes.id, artworks.productType))
      .innerJoin(productInfoTypes, eq(productInfoTypes.id, artworks.productInfoType))
      .where(and(eq(artworks.published, true), only(artworks.id, ids)));
    return rows.map((r): SearchDocument => ({
      id: r.id,
      title: r.title,
      names: [r.author, ...r.tags, r.typeName, r.infoTypeName],
      text: [plainText(r.description), r.technique ?? ''].join(' '),
      cover: r.cover,
      author: r.author,
      time: r.createdAt,
      viewCount: r.viewCount,
      ...none,
    }));
  },
};

const activityKind: SearchKindDeclaration = {
  source: { table: activities, id: activities.id },
  kind: 'activities',
  load: async (db, ids) => {
    const rows = await db
      .select()
      .from(activities)
      .where(and(isPublic(activities), only(activities.id, ids)));
    return rows.map((r): SearchDocument => ({
      id: r.id,
      title: r.title,
      names: [r.organizer],
      text: [r.summary, plainText(r.rules), plainText(r.prizes)].join(' '),
      cover: r.cover,
      author: r.organizer,
      time: r.startTime,
      viewCount: 0,
      open: r.status === 1,
      status: r.status === 1 || r.status === 2 || r.status === 3 ? r.status : 0,
      exhibitionId: null,
    }));
  },
};

const exhibitionKind: SearchKindDeclaration = {
  source: { table: exhibitionHalls, id: exhibitionHalls.id },
  kind: 'exhibitions',
  load: async (db, ids) => {
    const [halls, works] = await Promise.all([
      db
        .select()
        .from(exhibitionHalls)
        .where(and(isPublic(exhibitionHalls), only(exhibitionHalls.id, ids))),
      db
        .select({ hallId: hallWorks.hallId, title: hallWorks.title, author: hallWorks.author })
        .from(hallWorks)
        .where(and(isPublic(hallWorks), only(hallWorks.hallId, ids))),
    ]);
    return halls.map((h): SearchDocument => {
      const own = works.filter((w) => w.hallId === h.id);
      return {
        id: h.id,
        title: h.name,
        names: own.flatMap((w) => [w.title, w.author]),
        text: [plainText(h.description), plainText(h.content)].join(' '),
        cover: h.cover,
        author: '',
        time: null,
        viewCount: 0,
        open: false,
        status: null,
        exhibitionId: h.exhibitionId,
      };
    });
  },
};

const newsKind: SearchKindDeclaration = {
  source: { table: news, id: news.id },
  kind: 'news',
  load: async (db, ids) => {
    const rows = await db
      .select()
      .from(news)
      .where(and(isPublic(news), only(news.id, ids)));
    return rows.map((r): SearchDocument => ({
      id: r.id,
      title: r.title,
      names: [r.source, r.author],
      text: [r.summary, plainText(r.content)].join(' '),
      cover: r.cover,
      author: r.source,
      time: r.publishTime,
      viewCount: r.viewCount,
      ...none,
    }));
  },
};

const courseKind: SearchKindDeclaration = {
  source: { table: courses, id: courses.id },
  kind: 'courses',
  load: async (db, ids) => {
    const rows = await db
      .select()
      .from(courses)
      .where(and(isPublic(courses), only(courses.id, ids)));
    return rows.map((r): SearchDocument => ({
      id: r.id,
      title: r.title,
      names: [r.lecturer],
      text: [r.summary, plainText(r.description)].join(' '),
      cover: r.cover,
      author: r.lecturer,
      time: r.createdAt,
      viewCount: r.viewCount,
      ...none,
    }));
  },
};

/** Every kind the index holds, one declaration each: a new kind of content is one more entry. */
export const searchKinds: { readonly [K in SearchKind]: SearchKindDeclaration & { kind: K } } = {
  artworks: { ...artworkKind, kind: 'artworks' },
  activities: { ...activityKind, kind: 'activities' },
  exhibitions: { ...exhibitionKind, kind: 'exhibitions' },
  news: { ...newsKind, kind: 'news' },
  courses: { ...courseKind, kind: 'courses' },
};
