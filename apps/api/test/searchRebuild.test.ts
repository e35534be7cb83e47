import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/queryRows';
import { createPostgresSearchIndex } from '../src/search/createPostgresSearchIndex';
import type { RebuildProgress, SearchIndex } from '../src/search/SearchIndex';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let index: SearchIndex;

beforeAll(async () => {
  server = await startTestServer();
  index = createPostgresSearchIndex(server.app.database.db);
});
afterAll(() => server?.close());

type Doc = { record_id: number; title: string; terms: string };

async function documents(kind: string): Promise<Doc[]> {
  return queryRows<Doc>(
    server.app.database.db,
    sql`select record_id, title, terms::text as terms from search_documents where kind = ${kind} order by record_id`,
  );
}

class Stopped extends Error {}

describe('a rebuild of the index, in batches by id', () => {
  it('writes the same documents as one pass, a batch at a time, and says how far it came', async () => {
    const before = await documents('artworks');
    expect(before.length).toBeGreaterThan(4);
    const told: RebuildProgress[] = [];
    const done = await index.rebuild('artworks', { batchSize: 3, onBatch: (p) => told.push(p) });
    expect(await documents('artworks')).toEqual(before);
    expect(told.length).toBeGreaterThan(2);
    expect(told.map((p) => p.records)).toEqual([...told.map((p) => p.records)].sort((a, b) => a - b));
    expect(done.lastId).toBe(told.at(-1)?.lastId);
  });

  it('when stopped, keeps the old documents of what it has not reached, and resumes to the same result', async () => {
    const whole = await documents('news');
    const db = server.app.database.db;
    await db.execute(sql`update search_documents set title = 'old' where kind = 'news'`);
    let reached = 0;
    await expect(
      index.rebuild('news', {
        batchSize: 2,
        onBatch: ({ lastId }) => {
          reached = lastId;
          throw new Stopped();
        },
      }),
    ).rejects.toBeInstanceOf(Stopped);
    const halfway = await documents('news');
    expect(halfway.filter((d) => d.record_id <= reached).every((d) => d.title !== 'old')).toBe(true);
    expect(halfway.filter((d) => d.record_id > reached).every((d) => d.title === 'old')).toBe(true);
    await index.rebuild('news', { from: reached, batchSize: 2 });
    expect(await documents('news')).toEqual(whole);
  });

  it('removes the documents of records that no longer exist, between ids and past the last', async () => {
    const whole = await documents('courses');
    const last = whole.at(-1)?.record_id ?? 0;
    const db = server.app.database.db;
    await db.execute(sql`insert into search_documents (kind, record_id, title, title_key, body, phrases, card, terms)
      select kind, ${last + 1000}, title, title_key, body, phrases, card, terms from search_documents
      where kind = 'courses' and record_id = ${last}`);
    expect((await documents('courses')).length).toBe(whole.length + 1);
    await index.rebuild('courses', { batchSize: 2 });
    expect(await documents('courses')).toEqual(whole);
  });
});
