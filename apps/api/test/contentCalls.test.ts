import { isApiError, type ApiClient } from '@art-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = server.client();
  await api.home.countVisit();
});
afterAll(() => server?.close());

const cst = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('home', () => {
  it('lists six banners in order, each linking to a portal path', async () => {
    const banners = await api.home.listBanners();
    expect(banners).toHaveLength(6);
    expect(banners.map((b) => b.sort)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const banner of banners) expect(banner.link).toMatch(/^\//);
  });

  it('counts each visit once', async () => {
    const first = await api.home.countVisit();
    const second = await api.home.countVisit();
    expect(second.total).toBe(first.total + 1);
  });

  it('lets no cache keep a counted visit or a new image challenge', async () => {
    for (const path of ['/portal/home/visit', '/auth/code/imgCode']) {
      const response = await fetch(`${server.apiUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('artworks', () => {
  it('pages published works, newest first, with China times', async () => {
    const page = await api.artworks.list({ pageNum: 1, pageSize: 10 });
    expect(page.total).toBeGreaterThanOrEqual(60);
    expect(page.rows).toHaveLength(10);
    const times = page.rows.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const row of page.rows) expect(row.createTime).toMatch(cst);
    const last = await api.artworks.list({ pageNum: Math.ceil(page.total / 10), pageSize: 10 });
    expect(last.rows.length).toBe(page.total % 10 || 10);
  });

  it('filters by type, origin type and keyword', async () => {
    const [types, infoTypes] = await Promise.all([api.artworks.listTypes(), api.artworks.listInfoTypes()]);
    expect(types).toHaveLength(5);
    expect(infoTypes).toHaveLength(3);
    const all = await api.artworks.list({ pageNum: 1, pageSize: 100 });
    const type = types[1];
    const info = infoTypes[2];
    if (!type || !info) throw new Error('missing types');
    const byType = await api.artworks.list({ pageNum: 1, pageSize: 100, productType: type.id });
    expect(byType.total).toBe(all.rows.filter((r) => r.productType === type.id).length);
    expect(byType.rows.every((r) => r.productTypeName === type.name)).toBe(true);
    const byBoth = await api.artworks.list({
      pageNum: 1,
      pageSize: 100,
      productType: String(type.id),
      productInfoType: info.id,
    });
    expect(byBoth.rows.every((r) => r.productType === type.id && r.productInfoType === info.id)).toBe(true);
    const sample = all.rows[5];
    if (!sample) throw new Error('no rows');
    const byKeyword = await api.artworks.list({ pageNum: 1, pageSize: 100, keyword: sample.author });
    expect(byKeyword.rows.map((r) => r.id)).toContain(sample.id);
    expect(byKeyword.rows.every((r) => r.author === sample.author || r.title.includes(sample.author))).toBe(
      true,
    );
    expect((await api.artworks.list({ pageNum: 1, pageSize: 10, keyword: '%' })).total).toBe(0);
  });

  it('shows a work with its pictures without counting a view, and counts one when asked', async () => {
    const [summary] = (await api.artworks.list({ pageNum: 1, pageSize: 1 })).rows;
    if (!summary) throw new Error('no artwork');
    const work = await api.artworks.get({ id: summary.id });
    expect(work.title).toBe(summary.title);
    expect(work.images.length).toBeGreaterThanOrEqual(2);
    expect(work.description).toContain('<p>');
    expect(work.viewCount).toBe(summary.viewCount);
    expect((await api.artworks.get({ id: summary.id })).viewCount).toBe(summary.viewCount);
    expect(await api.artworks.countView({ id: summary.id })).toEqual({ viewCount: summary.viewCount + 1 });
    expect(await api.artworks.countView({ id: summary.id })).toEqual({ viewCount: summary.viewCount + 2 });
    const counted = await fetch(`${server.origin}/api/portal/production/view?id=${summary.id}`);
    expect(counted.headers.get('cache-control')).toBe('no-store');
    const related = await api.artworks.listRelated({ id: String(summary.id) });
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((r) => r.id)).not.toContain(summary.id);
  });

  it('lists four production columns with their first works', async () => {
    const columns = await api.artworks.listColumns({ pageNum: 1, pageSize: 10 });
    expect(columns.total).toBe(4);
    for (const column of columns.rows) expect(column.productions.length).toBeGreaterThan(0);
  });

  it('answers a missing work with a Chinese refusal, not a crash', async () => {
    for (const call of [api.artworks.get({ id: 999999 }), api.artworks.countView({ id: 999999 })]) {
      const error = await refusal(call);
      expect(error.kind).toBe('business');
      expect(error.code).toBe(404);
      expect(error.message).toBe('作品不存在');
    }
  });
});

describe('exhibitions', () => {
  it('has four halls in each of the two exhibitions, each with works', async () => {
    for (const exhibitionId of [1, 2]) {
      const halls = await api.exhibitions.listHalls({ pageNum: 1, pageSize: 10, exhibitionId });
      expect(halls.total).toBe(4);
      for (const hall of halls.rows) {
        expect(hall.exhibitionId).toBe(exhibitionId);
        const detail = await api.exhibitions.getHall({ id: hall.id });
        expect(detail.works.length).toBeGreaterThan(0);
        expect(detail.content).toContain('<p>');
      }
    }
  });
});

describe('news', () => {
  it('pages forty articles and links each to its neighbours', async () => {
    const page = await api.news.list({ pageNum: 1, pageSize: 50 });
    expect(page.total).toBe(40);
    const [first, second] = page.rows;
    if (!first || !second) throw new Error('no news');
    const article = await api.news.get({ id: second.id });
    expect(article.content).toMatch(/<h2>/);
    expect(article.viewCount).toBe(second.viewCount);
    expect(await api.news.countView({ id: second.id })).toEqual({ viewCount: second.viewCount + 1 });
    const neighbours = await api.news.getNeighbours({ id: second.id });
    expect(neighbours.prev).toEqual({ id: first.id, title: first.title });
    expect(neighbours.next?.id).toBe(page.rows[2]?.id);
    expect((await api.news.getNeighbours({ id: first.id })).prev).toBeNull();
    const found = await api.news.list({ pageNum: 1, pageSize: 5, keyword: first.title.slice(0, 4) });
    expect(found.rows.map((r) => r.id)).toContain(first.id);
  });
});

describe('courses', () => {
  it('has twelve courses, each with a playable video', async () => {
    const page = await api.courses.list({ pageNum: 1, pageSize: 20 });
    expect(page.total).toBe(12);
    const course = await api.courses.get({ id: page.rows[0]?.id ?? 0 });
    expect(course.checkedIn).toBe(false);
    expect(course.homeworkSubmitted).toBe(false);
    const video = await fetch(new URL(course.videoUrl, server.origin));
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toMatch(/^video\//);
    const bytes = new Uint8Array(await video.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const comments = await api.courses.listComments({ courseId: course.id, pageNum: 1, pageSize: 10 });
    expect(comments.total).toBeGreaterThan(0);
  });
});

describe('activities', () => {
  it('has calls for works in every status and thirty entries', async () => {
    const all = await api.activities.list({ pageNum: 1, pageSize: 20 });
    expect(all.total).toBe(6);
    for (const status of [0, 1, 2, 3] as const) {
      const page = await api.activities.list({ pageNum: 1, pageSize: 20, status });
      expect(page.total).toBeGreaterThan(0);
      expect(page.rows.every((r) => r.status === status)).toBe(true);
    }
    expect(all.rows.reduce((sum, a) => sum + a.entryCount, 0)).toBe(30);
    const open = all.rows.find((a) => a.entryCount > 0);
    if (!open) throw new Error('no entries');
    const detail = await api.activities.get({ id: open.id });
    expect(detail.attended).toBe(false);
    const entries = await api.activities.listEntries({ pageNum: 1, pageSize: 50, activityId: open.id });
    expect(entries.total).toBe(open.entryCount);
    const entry = await api.activities.getEntry({ id: entries.rows[0]?.id ?? 0 });
    expect(entry.activityId).toBe(open.id);
  });
});

describe('validation', () => {
  it('refuses malformed requests with a clear message and a non-200 code', async () => {
    const cases: [() => Promise<unknown>, RegExp][] = [
      [() => api.artworks.list({ pageNum: 0, pageSize: 10 }), /pageNum/],
      [() => api.news.get({ id: 'abc' }), /id/],
      [() => api.activities.list({ pageNum: 1, pageSize: 10, status: 7 as 0 }), /status/],
      [() => api.courses.listComments({ courseId: '', pageNum: 1, pageSize: 1 }), /courseId/],
      [() => api.exhibitions.listHalls({ pageNum: 1.5, pageSize: 10 }), /pageNum/],
    ];
    for (const [call, field] of cases) {
      const error = await refusal(call());
      expect(error.kind).toBe('business');
      expect(error.code).toBe(400);
      expect(error.message).toMatch(field);
      expect(error.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
