import type { ApiClient } from '@art-portal/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog } from '../../src/db/schema';
import { refusal } from '../refusal';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from '../backoffice/startBackOffice';
import editorialModules from './editorialModules.json';

let server: BackOfficeServer;
let editor: StaffBrowser;
let api: ApiClient;

beforeAll(async () => {
  // The read cache outlives the test (60 s): what the portal shows after 发布 comes from the content epoch.
  server = await startBackOffice({ READ_CACHE_TTL_MS: '60000', CONTENT_WATCH_MS: '100' });
  editor = await server.sessionFor('editor');
  api = server.portal.client();
}, 120_000);
afterAll(() => server?.close());

const slugs = Object.keys(editorialModules) as (keyof typeof editorialModules)[];

/** The 页面 record of a slug, found in the back office's list by its 标题. */
async function recordOf(slug: keyof typeof editorialModules) {
  const { rows } = await editor.client.pages.list({ pageNum: 1, pageSize: 20 });
  const row = rows.find((r) => r.title === editorialModules[slug].title);
  if (!row) throw new Error(`no 页面 ${slug}`);
  return editor.client.pages.get({ id: row.id });
}

describe('页面 migrated from the editorial modules', () => {
  // editorialModules.json is what packages/pages' TypeScript modules said before migration 0015 (the renderer,
  // EditorialPage, is a function of these words alone): equal answers render the same pages.
  it.each(slugs)('%s is 已发布 with the words its module had', async (slug) => {
    expect(await api.pages.get({ slug })).toEqual({ slug, ...editorialModules[slug] });
  });

  it('lists the eight pages in the back office, none of them creatable or deletable', async () => {
    const { rows, total } = await editor.client.pages.list({ pageNum: 1, pageSize: 20 });
    expect(total).toBe(8);
    expect(rows.map((row) => row.state)).toEqual(Array(8).fill('published'));
    const created = await refusal(editor.client.pages.create({ title: '新页面' }));
    expect(created.message).toBe('页面的地址是固定的，不能新建或删除；请编辑已有的页面');
    const about = await recordOf('aboutUs');
    const deleted = await refusal(editor.client.pages.delete({ id: about.id, version: about.version }));
    expect(deleted.message).toBe('页面的地址是固定的，不能新建或删除；请编辑已有的页面');
  });

  it('answers 404 for a slug that names no page', async () => {
    expect((await refusal(api.pages.get({ slug: 'nowhere' }))).code).toBe(404);
  });
});

describe('editing 关于我们', () => {
  it('refuses each bad field with its Chinese message, and keeps the page as it was', async () => {
    const about = await recordOf('aboutUs');
    const chapters = about.chapters;
    const bad: [Record<string, unknown>, string][] = [
      [{ lead: '  ' }, '请输入导语'],
      [{ lead: '长'.repeat(301) }, '导语不能超过300个字'],
      [{ palette: 'neon' }, '请选择配色'],
      [{ chapters: [] }, '请至少添加1个章节'],
      [{ chapters: [{ ...chapters[0], palette: 'neon' }] }, '第1个章节：请选择配色'],
      [{ chapters: [chapters[0], { ...chapters[1], title: '' }] }, '第2个章节：请输入标题'],
      [{ figures: Array(7).fill({ value: '1', label: '一' }) }, '关键数据最多6个'],
      [{ cases: [{ title: '案例', text: '介绍' }] }, '第1个案例：请选择配色'],
    ];
    for (const [change, message] of bad) {
      const refused = await refusal(editor.client.pages.update({ ...about, ...change }));
      expect({ code: refused.code, message: refused.message }).toEqual({ code: 400, message });
    }
    expect(await api.pages.get({ slug: 'aboutUs' })).toEqual({
      slug: 'aboutUs',
      ...editorialModules.aboutUs,
    });
  });

  it('保存 of the 已发布 page shows the new lead and paragraphs on the portal within the content epoch', async () => {
    // Warm the read cache with the page as it is.
    await api.pages.get({ slug: 'aboutUs' });
    const about = await recordOf('aboutUs');
    const lead = '我们让每个人都能欣赏、参与并创造数字艺术。';
    const [first, ...rest] = about.chapters;
    const saved = await editor.client.pages.update({
      ...about,
      lead: `  ${lead}  `,
      chapters: [{ ...first, text: '第一段。\n\n  第二段。\n \n\n第三段\n仍是第三段。' }, ...rest],
    });
    expect(saved).toMatchObject({ lead, state: 'published', version: about.version + 1 });
    await expect
      .poll(async () => (await api.pages.get({ slug: 'aboutUs' }).catch(() => null))?.lead)
      .toBe(lead);
    const page = await api.pages.get({ slug: 'aboutUs' });
    expect(page.chapters[0]?.paragraphs).toEqual(['第一段。', '第二段。', '第三段\n仍是第三段。']);
    expect(page.chapters.slice(1)).toEqual(editorialModules.aboutUs.chapters.slice(1));
  });

  it('下线 answers 410; 恢复此版本 brings back the migrated words', async () => {
    let about = await recordOf('aboutUs');
    about = await editor.client.pages.withdraw({ id: about.id, version: about.version });
    await expect.poll(async () => (await refusal(api.pages.get({ slug: 'aboutUs' }))).code).toBe(410);
    const versions = await editor.client.pages.versions({ id: about.id });
    const edited = versions.find((v) => v.changed.includes('lead'));
    expect(edited?.changed).toEqual(['lead', 'chapters']);
    const restored = await editor.client.pages.restore({ id: about.id, version: about.version, from: 1 });
    await editor.client.pages.publish({ id: restored.id, version: restored.version });
    await expect
      .poll(() => api.pages.get({ slug: 'aboutUs' }).catch(() => null))
      .toEqual({ slug: 'aboutUs', ...editorialModules.aboutUs });
    const actions = await server.db
      .select({ action: operationLog.action })
      .from(operationLog)
      .where(and(eq(operationLog.kind, '页面'), eq(operationLog.recordId, about.id)))
      .orderBy(operationLog.id);
    expect(actions.map((row) => row.action)).toEqual(['保存', '下线', '恢复', '发布']);
  });

  it('refuses a reviewer with 403', async () => {
    const reviewer = await server.sessionFor('reviewer');
    const refused = await refusal(reviewer.client.pages.list({ pageNum: 1, pageSize: 5 }));
    expect({ status: refused.status, message: refused.message }).toEqual({
      status: 403,
      message: '无权执行此操作',
    });
  });
});
