import type { ApiClient } from '@art-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './refusal';
import { startTestServer, type TestServer } from './startTestServer';

let shallow: TestServer;
let api: ApiClient;

beforeAll(async () => {
  shallow = await startTestServer({ LIST_DEPTH: '20', READ_CACHE_TTL_MS: '0' });
  api = shallow.client();
});
afterAll(() => shallow?.close());

describe('a list deeper than the depth the API pages through', () => {
  it('answers the depth as its total and says the list holds more', async () => {
    const page = await api.artworks.list({ pageNum: 1, pageSize: 8 });
    expect(page.rows).toHaveLength(8);
    expect(page.total).toBe(20);
    expect(page.totalCapped).toBe(true);
  });

  it('answers the last page up to the depth, then refuses the next in Chinese', async () => {
    const last = await api.artworks.list({ pageNum: 3, pageSize: 8 });
    expect(last.rows).toHaveLength(4);
    const beyond = await refusal(api.artworks.list({ pageNum: 4, pageSize: 8 }));
    expect(beyond.code).toBe(400);
    expect(beyond.message).toBe('列表最多可翻到第 3 页（前 20 条），请缩小筛选范围后再查看');
    const far = await refusal(api.news.list({ pageNum: 1_000_000, pageSize: 10 }));
    expect(far.message).toBe('列表最多可翻到第 2 页（前 20 条），请缩小筛选范围后再查看');
  });

  it('pages the same rows as the whole list, in order, up to the depth', async () => {
    const whole = await api.artworks.list({ pageNum: 1, pageSize: 20 });
    const pages = await Promise.all([1, 2, 3].map((pageNum) => api.artworks.list({ pageNum, pageSize: 8 })));
    expect(pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual(whole.rows.map((r) => r.id));
  });

  it('counts a filtered list exactly while it is within the depth', async () => {
    const types = await api.artworks.listTypes();
    const counts = await Promise.all(
      types.map((type) => api.artworks.list({ pageNum: 1, pageSize: 1, productType: type.id })),
    );
    const small = counts.find((page) => page.total < 20);
    expect(small, 'a category with fewer than 20 works').toBeDefined();
    expect(small?.totalCapped).toBeUndefined();
  });
});

describe('a list within the depth', () => {
  it('answers its exact total without the capped flag', async () => {
    const page = await api.courses.list({ pageNum: 1, pageSize: 3 });
    expect(page.total).toBeLessThan(20);
    expect(page.totalCapped).toBeUndefined();
  });
});
