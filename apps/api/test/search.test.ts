import type { ApiClient, SearchPage } from '@art-portal/api-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/queryRows';
import { createPostgresSearchIndex } from '../src/search/createPostgresSearchIndex';
import { refusal } from './refusal';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = server.client();
});
afterAll(() => server?.close());

const page = { pageNum: 1, pageSize: 20 };

async function raw(
  path: string,
): Promise<{ status: number; body: { code: number; msg: string; data?: SearchPage } }> {
  const response = await fetch(`${server.apiUrl}${path}`);
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; data?: SearchPage },
  };
}

describe('search.list', () => {
  it('finds 流光 across kinds, counts each kind, and marks the words in plain text', async () => {
    const found = await api.search.list({ ...page, keyword: '流光' });
    // The demo has 流光 in works, a call, exhibition halls, a news article and a course.
    for (const count of Object.values(found.counts)) expect(count).toBeGreaterThan(0);
    expect(found.total).toBe(Object.values(found.counts).reduce((a, b) => a + b, 0));
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows[0]?.title).toContain('流光');
    for (const row of found.rows) {
      expect(row.matched.length).toBeGreaterThan(0);
      for (const word of row.matched) expect(`${row.title} ${row.snippet}`).toContain(word);
      expect(row.snippet).not.toMatch(/<[a-z]/i);
    }
  });

  it('narrows to one kind, whose total is its count', async () => {
    const all = await api.search.list({ ...page, keyword: '数字' });
    const news = await api.search.list({ ...page, keyword: '数字', kind: 'news' });
    expect(news.counts).toEqual(all.counts);
    expect(news.total).toBe(all.counts.news);
    expect(news.rows.length).toBeGreaterThan(0);
    expect(news.rows.every((row) => row.kind === 'news')).toBe(true);
  });

  it('puts the record whose title is the keyword first', async () => {
    const found = await api.search.list({ ...page, keyword: '流光', kind: 'artworks' });
    const title = found.rows.at(-1)?.title ?? '';
    const exact = await api.search.list({ ...page, keyword: title });
    expect(exact.rows[0]?.title).toBe(title);
  });

  it('finds 流光 by its pinyin, spelt out or as initials, and marks 流光', async () => {
    for (const keyword of ['liuguang', 'LiuGuang', 'lg']) {
      const found = await api.search.list({ ...page, keyword, kind: 'artworks' });
      expect(found.rows.some((row) => row.title.includes('流光') && row.matched.includes('流光'))).toBe(true);
    }
  });

  it('finds by pinyin what the characters find, in titles, names and text alike', async () => {
    const characters = await api.search.list({ ...page, keyword: '流光' });
    const spelt = await api.search.list({ ...page, keyword: 'liuguang' });
    expect(characters.counts.activities).toBeGreaterThan(0);
    expect(spelt.counts).toEqual(characters.counts);
  });

  it('finds simplified text by traditional characters and full-width Latin by half-width', async () => {
    const simplified = await api.search.list({ ...page, keyword: '数字艺术' });
    const traditional = await api.search.list({ ...page, keyword: '數字藝術' });
    expect(simplified.total).toBeGreaterThan(0);
    expect(traditional.counts).toEqual(simplified.counts);
    const half = await api.search.list({ ...page, keyword: 'blender' });
    const full = await api.search.list({ ...page, keyword: 'ＢＬＥＮＤＥＲ' });
    expect(half.total).toBeGreaterThan(0);
    expect(full.counts).toEqual(half.counts);
  });

  it('sorts by date or by views', async () => {
    const latest = await api.search.list({ ...page, keyword: '数字', sort: 'latest' });
    const times = latest.rows.map((row) => row.time).filter((time) => time !== '');
    expect(times).toEqual([...times].sort().reverse());
    const popular = await api.search.list({ ...page, keyword: '数字', sort: 'popular' });
    const views = popular.rows.map((row) => row.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('pages without repeating a result', async () => {
    const first = await api.search.list({ pageNum: 1, pageSize: 5, keyword: '数字' });
    const second = await api.search.list({ pageNum: 2, pageSize: 5, keyword: '数字' });
    const key = (row: { kind: string; id: unknown }) => `${row.kind}:${String(row.id)}`;
    expect(second.rows.length).toBeGreaterThan(0);
    expect(second.rows.map(key).filter((k) => first.rows.map(key).includes(k))).toEqual([]);
  });

  it('answers an empty page for an empty or blank keyword, or words of no letters', async () => {
    for (const keyword of ['', '   ', '&|!:*()\'"', '🎨🎨', '　']) {
      const found = await api.search.list({ ...page, keyword });
      expect(found).toMatchObject({ rows: [], total: 0 });
    }
  });

  it('answers hostile and odd keywords as text, never with a server error', async () => {
    const keywords = [
      "'; drop table artworks; --",
      '<script>alert(1)</script>',
      '流光 & | ! : * ( ) \' "',
      '数字art混合ＡＢＣ',
      'a:* & !b',
      '\\',
      '%_%',
    ];
    for (const keyword of keywords) {
      const { status, body } = await raw(
        `/portal/search/list?pageNum=1&pageSize=10&keyword=${encodeURIComponent(keyword)}`,
      );
      expect(status, keyword).toBe(200);
      expect(body.code).toBe(200);
    }
    expect((await api.search.list({ ...page, keyword: '流光' })).total).toBeGreaterThan(0);
  });

  it('searches the first 100 characters of a long keyword and says so', async () => {
    const found = await api.search.list({ ...page, keyword: `流光${'长'.repeat(998)}` });
    expect(found.truncated).toBe(true);
    expect([...found.keyword]).toHaveLength(100);
    const short = await api.search.list({ ...page, keyword: '流光' });
    expect(short.truncated).toBe(false);
  });

  it('refuses an unknown kind or sort and a page number out of range with a Chinese message', async () => {
    for (const query of ['pageNum=1&kind=videos', 'pageNum=1&sort=random', 'pageNum=0']) {
      const { status, body } = await raw(`/portal/search/list?pageSize=10&keyword=a&${query}`);
      expect(status, query).toBeLessThan(500);
      expect(body.code, query).toBe(400);
      expect(body.msg).toMatch(/^参数 \S+ (格式不正确|超出允许范围)$/);
    }
    // Past the lists' depth (LIST_DEPTH), like every paged list.
    const far = await raw(
      `/portal/search/list?pageNum=1000000000&pageSize=10&keyword=${encodeURIComponent('流光')}`,
    );
    expect(far.status).toBeLessThan(500);
    expect(far.body.code).toBe(400);
    expect(far.body.msg).toMatch(/^列表最多可翻到第 \d+ 页/);
  });

  it('lets a CDN keep an answer for a minute, without a cookie, also when the read cache answers', async () => {
    const url = `${server.apiUrl}/portal/search/list?pageNum=1&pageSize=10&keyword=${encodeURIComponent('光影')}`;
    const first = await fetch(url);
    const again = await fetch(url);
    for (const response of [first, again]) {
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(await again.text()).toBe(await first.text());
  });
});

describe('the section keyword boxes', () => {
  it('search their kind through the index: traditional characters and pinyin too', async () => {
    const artworks = await api.artworks.list({ ...page, keyword: '流光' });
    expect(artworks.total).toBeGreaterThan(0);
    expect(artworks.rows.every((row) => row.title.includes('流光'))).toBe(true);
    expect((await api.artworks.list({ ...page, keyword: 'liuguang' })).total).toBe(artworks.total);
    const news = await api.news.list({ ...page, keyword: '數字藝術' });
    expect(news.total).toBe((await api.search.list({ ...page, keyword: '数字艺术', kind: 'news' })).total);
    const courses = await api.courses.list({ ...page, keyword: '数字' });
    expect(courses.total).toBe((await api.search.list({ ...page, keyword: '数字', kind: 'courses' })).total);
    expect((await api.courses.list({ ...page, keyword: '   ' })).total).toBeGreaterThan(0);
  });
});

describe('a keyword on more records than a keyword list pages through (1 000)', () => {
  it('is checked record by record along the list: the same rows as a rare word would give, counted 1000+', async () => {
    const db = server.app.database.db;
    // 1 001 documents of works that are not in the table, plus the first published work: only that one is listed.
    await db.execute(sql`insert into search_documents (kind, record_id, title, title_key, body, phrases, card, terms)
      select 'artworks', 900000 + g, '常见词', '常见词', '', '[]'::jsonb, '{}'::jsonb, '''zzcommon'':1A'::tsvector
      from generate_series(1, 1001) as g`);
    const [first] = await queryRows<{ id: number }>(
      db,
      sql`select min(id)::int as id from artworks where published`,
    );
    await db.execute(
      sql`update search_documents set terms = terms || '''zzcommon'':2A'::tsvector where kind = 'artworks' and record_id = ${first?.id}`,
    );
    try {
      const listed = await api.artworks.list({ ...page, keyword: 'zzcommon' });
      expect(listed.rows.map((row) => Number(row.id))).toEqual([first?.id]);
      expect(listed.total).toBe(1);
      const beyond = await refusal(api.artworks.list({ pageNum: 51, pageSize: 20, keyword: 'zzcommon' }));
      expect(beyond.message).toMatch(/^列表最多可翻到第 50 页（前 1000 条）/);
    } finally {
      await db.execute(sql`delete from search_documents where record_id > 900000`);
    }
  });
});

describe('a word on more records of a kind than a search counts (1 000)', () => {
  const key = (row: { kind: string; id: unknown }) => `${row.kind}:${String(row.id)}`;

  const card = sql.raw(
    `'${JSON.stringify({ cover: null, author: '', time: '', status: null, exhibitionId: null })}'::jsonb`,
  );

  beforeAll(async () => {
    const db = server.app.database.db;
    // 2 500 works' documents, more than the GIN index is asked for, so they are walked, the newer the more viewed;
    // 3 news articles'; and one work titled the word itself, the least viewed and the oldest.
    await db.execute(sql`insert into search_documents (kind, record_id, title, title_key, body, phrases, card, terms,
        view_count, published_at)
      select 'artworks', 800000 + g, '常见作品 ' || g, '常见作品' || g, '', '[]'::jsonb, ${card},
        ('''zzwalk'':1A ''' || g || ''':2A')::tsvector, 2500 - g, now() - g * interval '1 minute'
      from generate_series(1, 2500) as g`);
    await db.execute(sql`insert into search_documents (kind, record_id, title, title_key, body, phrases, card, terms,
        view_count, published_at)
      select 'news', 800000 + g, '常见资讯 ' || g, '常见资讯' || g, '', '[]'::jsonb, ${card},
        '''zzwalk'':3C'::tsvector, g, now() - g * interval '1 minute'
      from generate_series(1, 3) as g
      union all select 'artworks', 799999, 'zzwalk', 'zzwalk', '', '[]'::jsonb, ${card}, '''zzwalk'':1A'::tsvector,
        0, now() - interval '10 years'`);
  });
  afterAll(async () => {
    await server.app.database.db.execute(sql`delete from search_documents where record_id >= 799999`);
  });

  it('counts that kind no further, says so, and counts the others exactly', async () => {
    const found = await api.search.list({ ...page, keyword: 'zzwalk' });
    expect(found.counts).toEqual({ artworks: 1000, activities: 0, exhibitions: 0, news: 3, courses: 0 });
    expect(found.countsCapped).toEqual(['artworks']);
    expect(found.totalCapped).toBe(true);
    expect(found.total).toBe(1003);
    const news = await api.search.list({ ...page, keyword: 'zzwalk', kind: 'news' });
    expect(news).toMatchObject({ total: 3, countsCapped: ['artworks'] });
    expect(news.totalCapped).toBeUndefined();
    expect(news.rows.map(key)).toEqual(['news:800003', 'news:800002', 'news:800001']);
  });

  it('ranks the exact title first, then the title matches by views', async () => {
    const found = await api.search.list({ ...page, keyword: 'zzwalk' });
    expect(key(found.rows[0] ?? { kind: '', id: 0 })).toBe('artworks:799999');
    const views = found.rows.slice(1).map((row) => row.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(views.slice(0, 3)).toEqual([2499, 2498, 2497]);
    expect(found.rows.every((row) => row.kind === 'artworks')).toBe(true);
  });

  it('sorts by date and by views, and pages on past the count without a repeat', async () => {
    const latest = (pageNum: number) =>
      api.search.list({ pageNum, pageSize: 20, keyword: 'zzwalk', sort: 'latest' });
    const [first, second] = await Promise.all([latest(1), latest(2)]);
    // A minute apart, the news written a moment after the works.
    expect(first.rows.map(key).slice(0, 7)).toEqual([
      'news:800001',
      'artworks:800001',
      'news:800002',
      'artworks:800002',
      'news:800003',
      'artworks:800003',
      'artworks:800004',
    ]);
    expect(new Set([...first.rows, ...second.rows].map(key)).size).toBe(40);
    expect(second.rows.map(key)[0]).toBe('artworks:800018');
    const deep = await latest(60);
    expect(deep.rows.map(key)).toEqual(Array.from({ length: 20 }, (_, i) => `artworks:${801178 + i}`));
    const popular = await api.search.list({
      pageNum: 1,
      pageSize: 5,
      keyword: 'zzwalk',
      kind: 'artworks',
      sort: 'popular',
    });
    expect(popular.rows.map((row) => row.viewCount)).toEqual([2499, 2498, 2497, 2496, 2495]);
    expect(popular).toMatchObject({ total: 1000, totalCapped: true });
  });

  it('filters a section list record by record', async () => {
    const db = server.app.database.db;
    const [first] = await queryRows<{ id: number }>(
      db,
      sql`select min(id)::int as id from artworks where published`,
    );
    const id = first?.id ?? 0;
    await db.execute(sql`delete from search_documents where kind = 'artworks' and record_id = ${id}`);
    await db.execute(sql`insert into search_documents (kind, record_id, title, title_key, body, phrases, card, terms)
      values ('artworks', ${id}, 'x', 'x', '', '[]'::jsonb, '{}'::jsonb, '''zzwalk'':1A'::tsvector)`);
    try {
      const listed = await api.artworks.list({ ...page, keyword: 'zzwalk' });
      expect(listed.rows.map((row) => Number(row.id))).toEqual([id]);
      expect(listed.total).toBe(1);
    } finally {
      await createPostgresSearchIndex(db).refresh('artworks', [id]);
    }
  });
});

describe('search.suggest', () => {
  it('completes what was typed from titles, artists and tags, at most 8', async () => {
    const suggestions = await api.search.suggest({ keyword: '流' });
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    for (const s of suggestions) expect(s.text).toContain('流');
    const pinyin = await api.search.suggest({ keyword: 'liug' });
    expect(pinyin.some((s) => s.text.includes('流光'))).toBe(true);
    expect(await api.search.suggest({ keyword: '  ' })).toEqual([]);
    expect(await api.search.suggest({ keyword: '<script>' })).toEqual([]);
  });

  it('limits the suggestions one address asks for, with a message', async () => {
    const answers = await Promise.all(
      Array.from({ length: 130 }, () => fetch(`${server.apiUrl}/portal/search/suggest?keyword=a`)),
    );
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Array<{ code: number; msg: string }>;
    const limited = bodies.filter((body) => body.code === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]?.msg).toBe('搜索建议请求过于频繁，请稍后再试');
    expect((await refusal(api.search.suggest({ keyword: '流' }))).message).toBe(
      '搜索建议请求过于频繁，请稍后再试',
    );
  });
});
