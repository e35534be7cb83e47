import type { ApiClient } from '@art-portal/api-client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKinds } from '../../src/content/contentKinds';
import { publishDue } from '../../src/content/publishDue';
import { openDatabase, type Database } from '../../src/db/openDatabase';
import { contentVersions, news, operationLog } from '../../src/db/schema';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from '../backoffice/startBackOffice';
import { testDatabaseKind } from '../startTestServer';

let server: BackOfficeServer;
let editor: StaffBrowser;
let api: ApiClient;

beforeAll(async () => {
  // The instance's own scheduler is off: the tests run the schedulers themselves. Cached reads would live a minute,
  // so only the content watch can make a 发布 visible within seconds.
  server = await startBackOffice({
    PUBLISH_CHECK_MS: '0',
    CONTENT_WATCH_MS: '100',
    READ_CACHE_TTL_MS: '60000',
  });
  editor = await server.sessionFor('editor');
  api = server.portal.client();
}, 120_000);
afterAll(() => server?.close());

async function scheduleMany(count: number): Promise<number[]> {
  const ids: number[] = [];
  const soon = new Date(Date.now() + 60_000).toISOString();
  for (let i = 0; i < count; i += 1) {
    const made = await editor.client.news.create({ title: `定时资讯 ${i}`, content: `<p>第 ${i} 篇</p>` });
    await editor.client.news.schedule({ id: made.id, version: made.version, publishAt: soon });
    ids.push(Number(made.id));
  }
  // Their time has come.
  await server.db
    .update(news)
    .set({ publishAt: new Date(Date.now() - 1000) })
    .where(inArray(news.id, ids));
  return ids;
}

describe('定时发布', () => {
  it('publishes each due record exactly once when two schedulers run at the same time', async () => {
    const ids = await scheduleMany(12);
    // A second instance: on PostgreSQL its own pool of connections to the same database.
    let second: Database | null = null;
    if (testDatabaseKind() === 'postgres')
      second = await openDatabase({
        databaseUrl: server.portal.config.databaseUrl,
        dataDir: server.portal.config.dataDir,
      });
    const other = second?.db ?? server.db;
    try {
      const counts = await Promise.all([
        publishDue(server.db, contentKinds),
        publishDue(other, contentKinds),
        publishDue(server.db, contentKinds),
        publishDue(other, contentKinds),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(ids.length);
    } finally {
      await second?.close();
    }
    const rows = await server.db.select().from(news).where(inArray(news.id, ids));
    expect(
      rows.every((row) => row.state === 'published' && row.publishAt === null && row.version === 3),
    ).toBe(true);
    const logged = await server.db
      .select({ recordId: operationLog.recordId, loginName: operationLog.loginName })
      .from(operationLog)
      .where(
        and(
          eq(operationLog.kind, '资讯'),
          eq(operationLog.action, '发布'),
          inArray(operationLog.recordId, ids.map(String)),
        ),
      );
    expect(logged.map((row) => Number(row.recordId)).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
    expect(new Set(logged.map((row) => row.loginName))).toEqual(new Set(['系统']));
    const [published] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.kind, 'news'),
          eq(contentVersions.state, 'published'),
          inArray(contentVersions.recordId, ids),
        ),
      );
    expect(published?.n).toBe(ids.length);
    expect(await publishDue(server.db, contentKinds)).toBe(0);
  });

  it('leaves records whose time has not come, and a 下线 before the time cancels it', async () => {
    const later = await editor.client.news.create({ title: '未到时间', content: '<p>正文</p>' });
    const waiting = await editor.client.news.schedule({
      id: later.id,
      version: later.version,
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(waiting.state).toBe('scheduled');
    expect(await publishDue(server.db, contentKinds)).toBe(0);
    const cancelled = await editor.client.news.withdraw({ id: waiting.id, version: waiting.version });
    expect(cancelled).toMatchObject({ state: 'draft', publishAt: null });
    await expect(
      editor.client.news.schedule({
        id: cancelled.id,
        version: cancelled.version,
        publishAt: new Date(Date.now() - 1000).toISOString(),
      }),
    ).rejects.toMatchObject({ message: '定时发布的时间应晚于现在' });
  });
});

describe('发布 and the read cache', () => {
  it('drops the cached 行业资讯 as soon as the content epoch moves, long before the cache would expire', async () => {
    const before = await api.news.list({ pageNum: 1, pageSize: 5 });
    const made = await editor.client.news.create({ title: '缓存之外的新资讯', content: '<p>正文</p>' });
    await editor.client.news.publish({ id: made.id, version: made.version });
    let first = before.rows[0]?.id;
    for (let i = 0; i < 50 && String(first) !== made.id; i += 1) {
      await sleep(100);
      first = (await api.news.list({ pageNum: 1, pageSize: 5 })).rows[0]?.id;
    }
    expect(String(first)).toBe(made.id);
  });
});
