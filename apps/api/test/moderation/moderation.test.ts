import type { ApiClient } from '@art-portal/api-client';
import { ALREADY_HANDLED_MESSAGE } from '@art-portal/api-client/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseComments, homeworks, messages, operationLog } from '../../src/db/schema';
import { countWaitingReviews } from '../../src/moderation/waitingReviews';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from '../backoffice/startBackOffice';
import { refusal } from '../refusal';

let server: BackOfficeServer;
let admin: StaffBrowser;
let reviewer: StaffBrowser;
let secondReviewer: StaffBrowser;
let author: ApiClient;
let reader: ApiClient;
let anonymous: ApiClient;
let courseId: number | string;

beforeAll(async () => {
  // The read cache stays on: a decision must reach readers through it (the content epoch empties it).
  server = await startBackOffice({ CONTENT_WATCH_MS: '50' });
  admin = await server.sessionFor('admin');
  reviewer = await server.sessionFor('reviewer');
  secondReviewer = await server.sessionFor('reviewer');
  author = await server.portal.ready(await server.portal.tokenFor('13800000003'));
  reader = await server.portal.ready(await server.portal.tokenFor('13800000004'));
  anonymous = server.portal.client();
  const [course] = (await anonymous.courses.list({ pageNum: 1, pageSize: 1 })).rows;
  if (!course) throw new Error('no course');
  courseId = course.id;
}, 120_000);
afterAll(() => server?.close());

const contents = async (api: ApiClient) =>
  (await api.courses.listComments({ courseId, pageNum: 1, pageSize: 20 })).rows.map((row) => ({
    content: row.content,
    pending: row.pending ?? false,
  }));

/** Waits until the anonymous, cached list shows (or stops showing) a text: every instance's cache follows the epoch. */
async function publicShows(text: string, shown: boolean): Promise<void> {
  await expect
    .poll(async () => (await contents(anonymous)).some((row) => row.content === text), { timeout: 5_000 })
    .toBe(shown);
}

const auditRows = async (kind: string, recordId: string) =>
  server.db
    .select({ action: operationLog.action, before: operationLog.before, after: operationLog.after })
    .from(operationLog)
    .where(and(eq(operationLog.kind, kind), eq(operationLog.recordId, recordId)))
    .orderBy(operationLog.id);

async function commentId(text: string): Promise<string> {
  const [row] = await server.db.select().from(courseComments).where(eq(courseComments.content, text));
  if (!row) throw new Error(`no comment ${text}`);
  return String(row.id);
}

describe('migration 0007_moderation', () => {
  it('keeps every existing comment 已发布', async () => {
    const states = await server.db.selectDistinct({ state: courseComments.state }).from(courseComments);
    expect(states).toEqual([{ state: 'published' }]);
  });
});

describe('敏感词', () => {
  it('is 管理员-only, audited, and normalised as the search is', async () => {
    const added = await admin.client.sensitiveWords.add({ word: ' 敏感 ' });
    expect(added).toMatchObject({ word: '敏感', normalized: '敏感', createdBy: 'admin' });
    const again = await refusal(admin.client.sensitiveWords.add({ word: '敏 感' }));
    expect(again.message).toBe('敏感词“敏 感”已在列表中');
    expect((await refusal(admin.client.sensitiveWords.add({ word: '！！' }))).message).toBe(
      '敏感词须包含文字或数字',
    );
    const latin = await admin.client.sensitiveWords.add({ word: 'ＳＰＡＭ' });
    expect(latin.normalized).toBe('spam');
    const list = await admin.client.sensitiveWords.list({ pageNum: 1, pageSize: 10, keyword: 'Spam' });
    expect(list.rows.map((row) => row.word)).toEqual(['ＳＰＡＭ']);
    await admin.client.sensitiveWords.delete({ id: latin.id });
    expect((await refusal(admin.client.sensitiveWords.delete({ id: latin.id }))).message).toBe(
      '敏感词不存在',
    );
    expect((await auditRows('敏感词', latin.id)).map((row) => row.action)).toEqual(['新建', '删除']);
    expect((await refusal(reviewer.client.sensitiveWords.list({ pageNum: 1, pageSize: 10 }))).status).toBe(
      403,
    );
  });
});

describe('评论管理', () => {
  it('holds a comment with a 敏感词 in full-width, traditional or spaced form for review; its author alone sees it', async () => {
    for (const text of ['这节课很敏感', '這節課很敏感，真的', '敏 感的话题', '全角：ｓｐａｍ不算']) {
      await author.courses.comment({ courseId, content: text });
    }
    const held = ['这节课很敏感', '這節課很敏感，真的', '敏 感的话题'];
    const own = await contents(author);
    for (const text of held) expect(own).toContainEqual({ content: text, pending: true });
    // ＳＰＡＭ was deleted from the list: that comment is public at once.
    expect(own).toContainEqual({ content: '全角：ｓｐａｍ不算', pending: false });
    for (const api of [reader, anonymous]) {
      const seen = (await contents(api)).map((row) => row.content);
      for (const text of held) expect(seen).not.toContain(text);
      expect(seen).toContain('全角：ｓｐａｍ不算');
    }
    const waiting = await reviewer.client.comments.list({ pageNum: 1, pageSize: 10, state: 'pending' });
    expect(waiting.rows.map((row) => row.content)).toEqual([...held].reverse());
    expect((await countWaitingReviews(server.db)).comments).toBe(3);
  });

  it('通过 publishes a waiting comment once; the second reviewer is told 该内容已被他人处理', async () => {
    const id = await commentId('这节课很敏感');
    const approved = await reviewer.client.comments.approve({ id });
    expect(approved).toMatchObject({ state: 'published', reviewedBy: 'reviewer' });
    const second = await refusal(secondReviewer.client.comments.approve({ id }));
    expect([second.status, second.message]).toEqual([409, ALREADY_HANDLED_MESSAGE]);
    await publicShows('这节课很敏感', true);
    expect(await auditRows('评论', id)).toEqual([
      {
        action: '通过',
        before: expect.objectContaining({ state: 'pending' }) as unknown,
        after: expect.objectContaining({ state: 'published' }) as unknown,
      },
    ]);
  });

  it('隐藏 needs a reason and takes a public comment off the (cached) list; 恢复显示 brings it back', async () => {
    await author.courses.comment({ courseId, content: '一条公开的评论' });
    await publicShows('一条公开的评论', true);
    const id = await commentId('一条公开的评论');
    expect((await refusal(reviewer.client.comments.hide({ id, reason: '   ' }))).message).toBe(
      '请填写隐藏原因',
    );
    const hidden = await reviewer.client.comments.hide({ id, reason: '广告' });
    expect(hidden).toMatchObject({ state: 'hidden', hiddenReason: '广告' });
    expect((await refusal(secondReviewer.client.comments.hide({ id, reason: '广告' }))).status).toBe(409);
    await publicShows('一条公开的评论', false);
    expect((await contents(author)).map((row) => row.content)).not.toContain('一条公开的评论');
    const listed = await reviewer.client.comments.list({
      pageNum: 1,
      pageSize: 5,
      state: 'hidden',
      courseId: String(courseId),
    });
    expect(listed.rows[0]).toMatchObject({ id, hiddenReason: '广告', courseId: String(courseId) });
    await reviewer.client.comments.restore({ id });
    expect((await refusal(secondReviewer.client.comments.restore({ id }))).message).toBe(
      ALREADY_HANDLED_MESSAGE,
    );
    await publicShows('一条公开的评论', true);
    expect((await auditRows('评论', id)).map((row) => row.action)).toEqual(['隐藏', '恢复显示']);
  });

  it('sees a 敏感词 added on another instance at the next comment', async () => {
    await admin.client.sensitiveWords.add({ word: '違規' });
    await author.courses.comment({ courseId, content: '这是违规内容' });
    expect(await contents(author)).toContainEqual({ content: '这是违规内容', pending: true });
  });
});

describe('作业批阅', () => {
  it('批阅 marks the homework 已批阅 and messages the customer exactly once', async () => {
    await reader.courses.submitHomework({ courseId, content: '我的作业', fileUrls: [] });
    const [row] = await server.db
      .select()
      .from(homeworks)
      .where(and(eq(homeworks.courseId, Number(courseId)), eq(homeworks.content, '我的作业')));
    if (!row) throw new Error('no homework');
    const id = String(row.id);
    const waiting = await reviewer.client.homework.list({ pageNum: 1, pageSize: 5, state: 'pending' });
    expect(waiting.rows[0]).toMatchObject({ id, state: 'pending', content: '我的作业' });
    expect((await countWaitingReviews(server.db)).homework).toBeGreaterThan(0);
    expect((await refusal(reviewer.client.homework.review({ id, comment: ' ' }))).message).toBe(
      '请填写批阅意见',
    );
    const [first, second] = await Promise.allSettled([
      reviewer.client.homework.review({ id, comment: '构图很好，色彩再大胆些' }),
      secondReviewer.client.homework.review({ id, comment: '构图很好，色彩再大胆些' }),
    ]);
    const outcomes = [first, second].map((o) =>
      o.status === 'fulfilled' ? 'ok' : (o.reason as Error).message,
    );
    expect(outcomes.sort()).toEqual(['ok', ALREADY_HANDLED_MESSAGE].sort());
    const sent = await server.db
      .select()
      .from(messages)
      .where(and(eq(messages.customerId, row.customerId), eq(messages.title, '作业已批阅')));
    expect(sent.map((m) => m.content)).toEqual([
      expect.stringContaining('构图很好，色彩再大胆些') as unknown,
    ]);
    const inbox = await reader.messages.list({ pageNum: 1, pageSize: 5 });
    expect(inbox.rows[0]?.title).toBe('作业已批阅');
    const reviewed = await reviewer.client.homework.list({ pageNum: 1, pageSize: 5, state: 'reviewed' });
    expect(reviewed.rows[0]).toMatchObject({
      id,
      reviewComment: '构图很好，色彩再大胆些',
      reviewedBy: 'reviewer',
    });
    expect((await auditRows('作业', id)).map((r) => r.action)).toEqual(['批阅']);
    // A new submission waits for 批阅 again.
    await reader.courses.submitHomework({ courseId, content: '我的作业（修改）', fileUrls: [] });
    const again = await reviewer.client.homework.list({
      pageNum: 1,
      pageSize: 5,
      courseId: String(courseId),
    });
    expect(again.rows[0]).toMatchObject({ id, state: 'pending', reviewComment: null });
  });
});
