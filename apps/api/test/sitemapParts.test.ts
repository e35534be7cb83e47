import type { ApiClient, SitemapKind } from '@art-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './refusal';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ SITEMAP_PART_SIZE: '10', READ_CACHE_TTL_MS: '0' });
  api = server.client();
});
afterAll(() => server?.close());

async function idsOf(kind: SitemapKind) {
  const { parts } = await api.sitemap.listParts();
  const numbers = parts.filter((p) => p.kind === kind).map((p) => p.part);
  const answers = await Promise.all(numbers.map((part) => api.sitemap.getPart({ kind, part })));
  return { numbers, answers, ids: answers.flatMap((answer) => answer.ids) };
}

describe('the sitemap in parts of at most SITEMAP_PART_SIZE records', () => {
  it('splits the demo works into several ranges of ids, each holding at most ten, together every published work once', async () => {
    const { numbers, answers, ids } = await idsOf('artworks');
    expect(numbers.length).toBeGreaterThan(1);
    answers.forEach((answer, index) => {
      const part = numbers[index] ?? 0;
      expect(answer.ids.length).toBeLessThanOrEqual(10);
      expect(answer.lastmods).toHaveLength(answer.ids.length);
      for (const id of answer.ids) expect(id > (part - 1) * 10 && id <= part * 10).toBe(true);
      expect([...answer.ids].sort((a, b) => a - b)).toEqual(answer.ids);
      for (const day of answer.lastmods) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
    const listed = await api.artworks.list({ pageNum: 1, pageSize: 100 });
    expect(ids.sort((a, b) => a - b)).toEqual(listed.rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  });

  it('lists a call twice (its page and its entries), so a part holds half as many calls', async () => {
    const { answers } = await idsOf('activities');
    for (const answer of answers) expect(answer.ids.length).toBeLessThanOrEqual(5);
  });

  it("names each entry's call", async () => {
    const { answers, ids } = await idsOf('entries');
    expect(ids.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer.parentIds).toHaveLength(answer.ids.length);
  });

  it('answers a part past the last id empty, and refuses a kind it does not know', async () => {
    expect(await api.sitemap.getPart({ kind: 'news', part: 9999 })).toEqual({ ids: [], lastmods: [] });
    const response = await fetch(`${server.apiUrl}/portal/sitemap/part?kind=customers&part=1`);
    expect(((await response.json()) as { code: number }).code).toBe(400);
    expect((await refusal(api.sitemap.getPart({ kind: 'news', part: 0 }))).code).toBe(400);
  });
});
