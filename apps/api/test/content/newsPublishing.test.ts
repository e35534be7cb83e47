import type { ApiClient } from '@art-portal/api-client';
import type { NewsRecord } from '@art-portal/api-client/admin';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentVersions, news, operationLog, searchDocuments } from '../../src/db/schema';
import { refusal } from '../refusal';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from '../backoffice/startBackOffice';

let server: BackOfficeServer;
let editor: StaffBrowser;
let api: ApiClient;

beforeAll(async () => {
  // No read cache here: what the portal answers is what the database holds (the cache's own test covers its expiry).
  server = await startBackOffice({ READ_CACHE_TTL_MS: '0', SITEMAP_PART_SIZE: '10' });
  editor = await server.sessionFor('editor');
  api = server.portal.client();
}, 120_000);
afterAll(() => server?.close());

const hostile =
  '<p style="position:fixed;color:red">第一段<img src="/storage/x.png" onerror="alert(1)"></p>' +
  '<script>alert(2)</script><iframe src="https://evil.example"></iframe><a href="javascript:alert(3)">链接</a>';

/**
 * What the portal shows of a record. `search: false` reads the index's table instead of searching: a search for the
 * title's words before it was published would keep their counts (0) in the index's term cache for 10 s.
 */
async function publicState(id: string, { search = true } = {}) {
  const got = await api.news.get({ id }).then(
    () => 200,
    (e: { code?: unknown }) => e.code,
  );
  const list = await api.news.list({ pageNum: 1, pageSize: 50 });
  const found = search
    ? (await api.search.list({ keyword: '星夜流萤', pageNum: 1, pageSize: 10, sort: 'relevance' })).rows
    : await server.db
        .select({ kind: searchDocuments.kind, id: searchDocuments.recordId })
        .from(searchDocuments)
        .where(eq(searchDocuments.recordId, Number(id)));
  const part = await api.sitemap.getPart({ kind: 'news', part: Math.ceil(Number(id) / 10) });
  return {
    get: got,
    listed: list.rows.some((row) => String(row.id) === id),
    searched: found.some((row) => row.kind === 'news' && String(row.id) === id),
    inSitemap: part.ids.includes(Number(id)),
  };
}

async function logActions(id: string) {
  const rows = await server.db
    .select({ action: operationLog.action })
    .from(operationLog)
    .where(and(eq(operationLog.kind, '资讯'), eq(operationLog.recordId, id)))
    .orderBy(operationLog.id);
  return rows.map((row) => row.action);
}

describe('资讯 from 新建 to 下线', () => {
  let draft: NewsRecord;

  it('新建 needs only 标题 and 正文, keeps a 草稿 and sanitises the 正文 with the portal allow-list', async () => {
    draft = await editor.client.news.create({ title: '  星夜流萤数字展开幕  ', content: hostile });
    expect(draft).toMatchObject({
      title: '星夜流萤数字展开幕',
      state: 'draft',
      version: 1,
      updatedBy: 'editor',
    });
    expect(draft.content).not.toMatch(/script|onerror|iframe|javascript:|position/i);
    expect(draft.content).toContain('第一段');
    expect(draft.content).toContain('color: red');
    expect(draft.summary).toBe('第一段 链接');
    expect(await publicState(draft.id, { search: false })).toEqual({
      get: 404,
      listed: false,
      searched: false,
      inSitemap: false,
    });
  });

  it('refuses a missing 标题 or 正文, or one with nothing left to show, with the field named', async () => {
    expect((await refusal(editor.client.news.create({ title: ' ', content: '<p>x</p>' }))).message).toBe(
      '请输入标题',
    );
    expect((await refusal(editor.client.news.create({ title: '标题', content: '' }))).message).toBe(
      '请输入正文',
    );
    expect(
      (await refusal(editor.client.news.create({ title: '标题', content: '<script>alert(1)</script>' })))
        .message,
    ).toBe('正文没有可显示的内容');
    expect(
      (await refusal(editor.client.news.create({ title: '长'.repeat(101), content: '<p>x</p>' }))).message,
    ).toBe('标题不能超过100个字');
  });

  it('发布 shows it in 行业资讯, its page, the site search and the sitemap', async () => {
    const published = await editor.client.news.publish({ id: draft.id, version: draft.version });
    expect(published).toMatchObject({ state: 'published', version: 2 });
    expect(await publicState(draft.id)).toEqual({ get: 200, listed: true, searched: true, inSitemap: true });
    const list = await api.news.list({ pageNum: 1, pageSize: 1 });
    expect(String(list.rows[0]?.id)).toBe(draft.id);
    draft = published;
  });

  it('a save of a stale version is refused with HTTP 409 and 此内容已被他人修改，请刷新后再编辑', async () => {
    const saved = await editor.client.news.update({ ...draft, title: '星夜流萤数字展开幕（更新）' });
    expect(saved.version).toBe(3);
    const response = await editor.fetch(`${server.origin}/api/news/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: draft.id, version: draft.version, title: '覆盖', content: '<p>覆盖</p>' }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 409, msg: '此内容已被他人修改，请刷新后再编辑' });
    const [row] = await server.db
      .select()
      .from(news)
      .where(eq(news.id, Number(draft.id)));
    expect(row?.title).toBe('星夜流萤数字展开幕（更新）');
    draft = saved;
  });

  it('下线 takes it out of the list, search and sitemap, and its page answers 410', async () => {
    draft = await editor.client.news.withdraw({ id: draft.id, version: draft.version });
    expect(draft.state).toBe('withdrawn');
    expect(await publicState(draft.id)).toEqual({
      get: 410,
      listed: false,
      searched: false,
      inSitemap: false,
    });
    const refused = await refusal(api.news.get({ id: draft.id }));
    expect(refused.message).toBe('资讯已下线');
    expect(await logActions(draft.id)).toEqual(['新建', '发布', '保存', '下线']);
  });

  it('历史版本 lists every save with what changed; 恢复此版本 brings one back as a new 草稿', async () => {
    const versions = await editor.client.news.versions({ id: draft.id });
    expect(versions.map((v) => v.version)).toEqual([4, 3, 2, 1]);
    expect(versions.find((v) => v.version === 3)?.changed).toEqual(['title']);
    expect(versions.find((v) => v.version === 2)?.changed).toEqual([]);
    const restored = await editor.client.news.restore({ id: draft.id, version: draft.version, from: 1 });
    expect(restored).toMatchObject({ title: '星夜流萤数字展开幕', state: 'draft', version: 5 });
    expect(await logActions(draft.id)).toContain('恢复');
  });

  it('删除 only a 草稿: a published one must be taken down first', async () => {
    const other = await editor.client.news.create({ title: '待删除', content: '<p>正文</p>' });
    const live = await editor.client.news.publish({ id: other.id, version: other.version });
    const refused = await refusal(editor.client.news.delete({ id: live.id, version: live.version }));
    expect(refused.message).toBe('只能删除草稿；已发布的资讯请先下线');
    const fresh = await editor.client.news.create({ title: '草稿删除', content: '<p>正文</p>' });
    await editor.client.news.delete({ id: fresh.id, version: fresh.version });
    expect(
      await server.db
        .select()
        .from(news)
        .where(eq(news.id, Number(fresh.id))),
    ).toEqual([]);
    expect(await logActions(fresh.id)).toEqual(['新建', '删除']);
  });

  it('the list searches 标题 and filters by 状态', async () => {
    const drafts = await editor.client.news.list({
      pageNum: 1,
      pageSize: 20,
      state: 'draft',
      keyword: '星夜流萤',
    });
    expect(drafts.rows.map((row) => row.id)).toEqual([draft.id]);
    const published = await editor.client.news.list({ pageNum: 1, pageSize: 5, state: 'published' });
    expect(published.rows.every((row) => row.state === 'published')).toBe(true);
    expect(published.total).toBeGreaterThan(5);
  });

  it('a reviewer is refused every content call with 403', async () => {
    const reviewer = await server.sessionFor('reviewer');
    const refused = await refusal(reviewer.client.news.list({ pageNum: 1, pageSize: 5 }));
    expect(refused.status).toBe(403);
  });
});

describe('a change and its 操作日志 row', () => {
  it('are one transaction: when the log row cannot be written, the 发布 is rolled back with its version', async () => {
    const record = await editor.client.news.create({ title: '回滚测试', content: '<p>正文</p>' });
    await server.db.execute(sql`create function refuse_publish_log() returns trigger language plpgsql as $$
      begin if new.action = '发布' then raise exception 'log refused'; end if; return new; end $$`);
    await server.db.execute(sql`create trigger refuse_publish_log before insert on operation_log
      for each row execute function refuse_publish_log()`);
    try {
      const refused = await refusal(editor.client.news.publish({ id: record.id, version: record.version }));
      expect(refused.kind).toBe('server');
    } finally {
      await server.db.execute(sql`drop trigger refuse_publish_log on operation_log`);
      await server.db.execute(sql`drop function refuse_publish_log()`);
    }
    const [row] = await server.db
      .select()
      .from(news)
      .where(eq(news.id, Number(record.id)));
    expect(row).toMatchObject({ state: 'draft', version: 1 });
    const versions = await server.db
      .select({ version: contentVersions.version })
      .from(contentVersions)
      .where(and(eq(contentVersions.kind, 'news'), eq(contentVersions.recordId, Number(record.id))))
      .orderBy(desc(contentVersions.version));
    expect(versions).toEqual([{ version: 1 }]);
    expect(await publicState(record.id, { search: false })).toMatchObject({
      get: 404,
      listed: false,
      searched: false,
    });
  });
});
