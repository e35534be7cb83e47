import type { ApiClient } from '@art-portal/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../src/backoffice/withAudit';
import { activityEntries, artworks, banners, courseComments, news } from '../src/db/schema';
import { decideEntry } from '../src/reviews/entryReviews';
import { startTestServer, type TestServer } from './startTestServer';
import { uploadPicture } from './uploadPicture';

/** Long enough that nothing in this file expires; expiry itself is lru-cache's job. */
const longTtl = { READ_CACHE_TTL_MS: '600000' };

let cached: TestServer;
let uncached: TestServer;
let anon: ApiClient;
let plain: ApiClient;

beforeAll(async () => {
  [cached, uncached] = await Promise.all([
    startTestServer(longTtl),
    startTestServer({ READ_CACHE_TTL_MS: '0' }),
  ]);
  anon = await cached.ready();
  plain = await uncached.ready();
});
afterAll(async () => {
  await Promise.all([cached?.close(), uncached?.close()]);
});

describe('read cache', () => {
  it('answers every cached read with the same body as the uncached server, twice', async () => {
    const reads: [string, (api: ApiClient) => Promise<unknown>][] = [
      ['banners', (api) => api.home.listBanners()],
      ['projects', (api) => api.customer.listProjects()],
      ['artworks', (api) => api.artworks.list({ pageNum: 2, pageSize: 12 })],
      ['artworks by keyword', (api) => api.artworks.list({ pageNum: 1, pageSize: 5, keyword: '流' })],
      ['types', (api) => api.artworks.listTypes()],
      ['info types', (api) => api.artworks.listInfoTypes()],
      ['columns', (api) => api.artworks.listColumns({ pageNum: 1, pageSize: 4 })],
      ['related', (api) => api.artworks.listRelated({ id: 3 })],
      ['halls', (api) => api.exhibitions.listHalls({ pageNum: 1, pageSize: 10, exhibitionId: 1 })],
      ['hall', (api) => api.exhibitions.getHall({ id: 2 })],
      ['news', (api) => api.news.list({ pageNum: 1, pageSize: 10 })],
      ['neighbours', (api) => api.news.getNeighbours({ id: 5 })],
      ['courses', (api) => api.courses.list({ pageNum: 1, pageSize: 12 })],
      ['comments', (api) => api.courses.listComments({ courseId: 2, pageNum: 1, pageSize: 10 })],
      ['calls', (api) => api.activities.list({ pageNum: 1, pageSize: 10 })],
      ['call', (api) => api.activities.get({ id: 2 })],
      ['entries', (api) => api.activities.listEntries({ activityId: 2, pageNum: 1, pageSize: 10 })],
      ['entry', (api) => api.activities.getEntry({ id: 1 })],
    ];
    // Absolute addresses (IIIF manifests) name each server's own origin.
    const sameOrigin = (server: TestServer, body: unknown) =>
      JSON.parse(JSON.stringify(body).replaceAll(server.config.publicUrl, 'PUBLIC_URL')) as unknown;
    for (const [name, read] of reads) {
      const expected = sameOrigin(uncached, await read(plain));
      expect({ name, body: sameOrigin(cached, await read(anon)) }).toEqual({ name, body: expected });
      expect({ name, body: sameOrigin(cached, await read(anon)) }).toEqual({ name, body: expected });
    }
  });

  it('caches a detail whole: reading it counts no view, counting one makes the next read show it', async () => {
    for (const [read, count] of [
      [(id: number) => anon.artworks.get({ id }), (id: number) => anon.artworks.countView({ id })],
      [(id: number) => anon.news.get({ id }), (id: number) => anon.news.countView({ id })],
      [(id: number) => anon.courses.get({ id }), (id: number) => anon.courses.countView({ id })],
    ] as const) {
      const first = await read(4);
      expect(await read(4)).toEqual(first);
      expect(await count(4)).toEqual({ viewCount: first.viewCount + 1 });
      expect(await count(4)).toEqual({ viewCount: first.viewCount + 2 });
    }
  });

  it('serves a stored read until it expires, and not at all with READ_CACHE_TTL_MS=0', async () => {
    await Promise.all([anon.home.listBanners(), plain.home.listBanners()]);
    for (const server of [cached, uncached])
      await server.app.database.db.update(banners).set({ title: '改过的横幅' }).where(eq(banners.id, 1));
    expect((await anon.home.listBanners()).map((b) => b.title)).not.toContain('改过的横幅');
    expect((await plain.home.listBanners()).map((b) => b.title)).toContain('改过的横幅');
  });

  it('shows a new comment to everyone right after it is posted', async () => {
    const token = await cached.tokenFor('13800000003');
    const customer = await cached.ready(token);
    const before = await anon.courses.listComments({ courseId: 3, pageNum: 1, pageSize: 5 });
    await customer.courses.comment({ courseId: 3, content: '缓存之后也看得到' });
    for (const api of [anon, customer]) {
      const after = await api.courses.listComments({ courseId: 3, pageNum: 1, pageSize: 5 });
      expect(after.total).toBe(before.total + 1);
      expect(after.rows[0]).toMatchObject({ content: '缓存之后也看得到', customerName: '张艺然' });
    }
  });

  it('keeps a new entry off the counts and lists until 通过, then moves them at once', async () => {
    const customer = await cached.ready(await cached.tokenFor('13800000003'));
    const [open] = (await anon.activities.list({ pageNum: 1, pageSize: 1, status: 1 })).rows;
    if (!open) throw new Error('no open call');
    const before = await anon.activities.listEntries({ activityId: open.id, pageNum: 1, pageSize: 1 });
    const detailBefore = await anon.activities.get({ id: open.id });
    await customer.activities.attend({
      activityId: open.id,
      title: '缓存里的新作',
      description: '',
      fileUrls: [await uploadPicture(customer)],
    });
    expect((await anon.activities.get({ id: open.id })).entryCount).toBe(detailBefore.entryCount);
    expect((await anon.activities.listEntries({ activityId: open.id, pageNum: 1, pageSize: 1 })).total).toBe(
      before.total,
    );

    const [waiting] = await cached.app.database.db
      .select({ id: activityEntries.id })
      .from(activityEntries)
      .where(and(eq(activityEntries.title, '缓存里的新作'), eq(activityEntries.reviewState, 'pending')));
    if (!waiting) throw new Error('the entry is not waiting for review');
    await decideEntry(cached.app.database.db, systemActor, waiting.id, { verdict: 'approve' });

    // The decision moves the content epoch: every instance empties its read cache within CONTENT_WATCH_MS (1 s).
    await expect
      .poll(async () => (await anon.activities.get({ id: open.id })).entryCount)
      .toBe(detailBefore.entryCount + 1);
    const [listed] = (await anon.activities.list({ pageNum: 1, pageSize: 1, status: 1 })).rows;
    expect(listed?.entryCount).toBe(open.entryCount + 1);
    const after = await anon.activities.listEntries({ activityId: open.id, pageNum: 1, pageSize: 1 });
    expect(after.total).toBe(before.total + 1);
    expect(after.rows[0]?.title).toBe('缓存里的新作');
  });

  it('never answers a per-customer or logged-in read of customer content from the cache', async () => {
    /* Its own server, whose cache only its TTL empties: on the shared one a pyramid finished in the background (asked
       for by an earlier read of a work) moves the content epoch and empties the cache between two reads. */
    const steady = await startTestServer({ ...longTtl, CONTENT_WATCH_MS: '0' });
    try {
      const visitor = await steady.ready();
      const customer = await steady.ready(await steady.tokenFor('13800000003'));
      const [course] = (await visitor.courses.list({ pageNum: 1, pageSize: 1 })).rows;
      if (!course) throw new Error('no course');
      expect((await visitor.courses.get({ id: course.id })).checkedIn).toBe(false);
      await customer.courses.checkIn({ courseId: course.id });
      expect((await customer.courses.get({ id: course.id })).checkedIn).toBe(true);
      expect((await visitor.courses.get({ id: course.id })).checkedIn).toBe(false);

      const seen = await visitor.courses.listComments({ courseId: course.id, pageNum: 1, pageSize: 5 });
      await steady.app.database.db
        .insert(courseComments)
        .values({ courseId: Number(course.id), customerName: '另一台实例', content: '别处写入的评论' });
      expect(
        (await customer.courses.listComments({ courseId: course.id, pageNum: 1, pageSize: 5 })).total,
      ).toBe(seen.total + 1);
      expect(
        (await visitor.courses.listComments({ courseId: course.id, pageNum: 1, pageSize: 5 })).total,
      ).toBe(seen.total);
    } finally {
      await steady.close();
    }
  });
});

describe('view counts', () => {
  it('writes every counted view to the database by the time the server closes', async () => {
    const server = await startTestServer();
    try {
      const api = server.client();
      const { db } = server.app.database;
      const [before] = await db.select({ n: artworks.viewCount }).from(artworks).where(eq(artworks.id, 9));
      await Promise.all(Array.from({ length: 5 }, () => api.artworks.countView({ id: 9 })));
      await server.app.close();
      const [after] = await db.select({ n: artworks.viewCount }).from(artworks).where(eq(artworks.id, 9));
      expect(after?.n).toBe((before?.n ?? 0) + 5);
    } finally {
      await server.close();
    }
  });

  it('writes each view in its own request with VIEW_FLUSH_MS=0', async () => {
    const server = await startTestServer({ VIEW_FLUSH_MS: '0' });
    try {
      const api = server.client();
      const first = await api.news.countView({ id: 3 });
      const second = await api.news.countView({ id: 3 });
      expect(second.viewCount).toBe(first.viewCount + 1);
      const { db } = server.app.database;
      const [row] = await db.select({ n: news.viewCount }).from(news).where(eq(news.id, 3));
      expect(row?.n).toBe(second.viewCount);
    } finally {
      await server.close();
    }
  });
});
