import type { ApiClient } from '@art-portal/api-client';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, customers, messages, operationLog } from '../../src/db/schema';
import { countWaitingCustomerReviews } from '../../src/reviews/waitingCustomerReviews';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from '../backoffice/startBackOffice';
import { refusal } from '../refusal';
import { uploadPicture } from '../uploadPicture';

let server: BackOfficeServer;
let reviewer: StaffBrowser;
let anon: ApiClient;

beforeAll(async () => {
  server = await startBackOffice({ READ_CACHE_TTL_MS: '0', SITEMAP_PART_SIZE: '10' });
  reviewer = await server.sessionFor('reviewer');
  anon = await server.portal.ready();
}, 120_000);
afterAll(() => server?.close());

async function customer(phone: string): Promise<ApiClient> {
  return server.portal.ready(await server.portal.tokenFor(phone));
}

async function inbox(phone: string): Promise<string[]> {
  const [who] = await server.db.select().from(customers).where(eq(customers.phone, phone));
  if (!who) throw new Error(`no customer ${phone}`);
  const rows = await server.db
    .select()
    .from(messages)
    .where(eq(messages.customerId, who.id))
    .orderBy(messages.id);
  return rows.map((m) => `${m.title}|${m.content}`);
}

async function auditOf(kind: string, recordId: string) {
  return server.db
    .select()
    .from(operationLog)
    .where(and(eq(operationLog.kind, kind), eq(operationLog.recordId, recordId)))
    .orderBy(operationLog.id);
}

/** A verified customer's new entry to an open call, as the portal sends it. */
async function submitEntry(phone: string, title: string) {
  const api = await customer(phone);
  const [open] = (await anon.activities.list({ pageNum: 1, pageSize: 1, status: 1 })).rows;
  if (!open) throw new Error('the seed has no call open for entries');
  const picture = await uploadPicture(api);
  await api.activities.attend({ activityId: open.id, title, description: '说明', fileUrls: [picture] });
  const [entry] = await server.db
    .select()
    .from(activityEntries)
    .where(eq(activityEntries.title, title))
    .orderBy(desc(activityEntries.id));
  if (!entry) throw new Error('the entry was not written');
  return { api, activityId: open.id, id: String(entry.id), picture };
}

async function publicView(activityId: number | string, id: string) {
  const list = await anon.activities.listEntries({ activityId, pageNum: 1, pageSize: 50 });
  const call = await anon.activities.get({ id: activityId });
  const got = await anon.activities.getEntry({ id }).then(
    () => 200,
    (e: { code?: unknown }) => e.code,
  );
  const part = await anon.sitemap.getPart({ kind: 'entries', part: Math.ceil(Number(id) / 10) });
  return {
    listed: list.rows.some((row) => String(row.id) === id),
    count: call.entryCount,
    get: got,
    inSitemap: part.ids.includes(Number(id)),
  };
}

describe('投稿审核', () => {
  it('keeps a new entry off 参赛作品 until 通过, then lists, counts and maps it, once, with the message and the log', async () => {
    const waitingBefore = await countWaitingCustomerReviews(server.db);
    const { api, activityId, id, picture } = await submitEntry('13800000003', '待审的山水');
    const before = await publicView(activityId, id);
    expect(before).toMatchObject({ listed: false, get: 404, inSitemap: false });
    expect((await api.activities.get({ id: activityId })).myEntry).toEqual({
      id: Number(id),
      title: '待审的山水',
      reviewState: 'pending',
      reviewReason: '',
    });
    expect(await countWaitingCustomerReviews(server.db)).toEqual({
      ...waitingBefore,
      entries: waitingBefore.entries + 1,
    });

    const queue = await reviewer.client.entryReviews.list({ pageNum: 1, pageSize: 100 });
    expect(queue.rows.map((row) => row.id)).toContain(id);
    const times = queue.rows.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort());
    const byCall = await reviewer.client.entryReviews.list({
      pageNum: 1,
      pageSize: 100,
      activityId: String(activityId),
    });
    expect(byCall.rows.every((row) => row.activityId === String(activityId))).toBe(true);
    const record = await reviewer.client.entryReviews.get({ id });
    const fileUrl = `/api/entry-reviews/files/${id}/0`;
    expect(record.files.map(({ url, kind }) => ({ url, kind }))).toEqual([{ url: fileUrl, kind: 'image' }]);
    expect(picture.endsWith(`/${record.files[0]?.name ?? '?'}`)).toBe(true);
    // Before 通过 the file is the reviewer's alone: the public storage host refuses it, the back office serves it.
    expect((await fetch(picture)).status).toBe(404);
    expect((await fetch(`${picture}?x-oss-process=style/thumb`)).status).toBe(404);
    const seen = await reviewer.fetch(`${server.origin}${fileUrl}`);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await seen.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect((await server.browser().fetch(`${server.origin}${fileUrl}`)).status).toBe(401);
    const editor = await server.sessionFor('editor');
    expect((await editor.fetch(`${server.origin}${fileUrl}`)).status).toBe(403);
    expect((await reviewer.fetch(`${server.origin}/api/entry-reviews/files/${id}/1`)).status).toBe(404);
    expect((await fetch(`${server.portal.origin}${fileUrl}`)).status).toBe(404);

    const inboxBefore = await inbox('13800000003');
    const approved = await reviewer.client.entryReviews.approve({ id });
    expect(approved).toMatchObject({ reviewState: 'approved', reviewedBy: 'reviewer' });
    expect(await publicView(activityId, id)).toEqual({
      listed: true,
      count: before.count + 1,
      get: 200,
      inSitemap: true,
    });
    expect((await api.activities.get({ id: activityId })).myEntry?.reviewState).toBe('approved');
    const published = await fetch(picture);
    expect(published.status).toBe(200);
    expect(Buffer.from(await published.arrayBuffer()).equals(bytes)).toBe(true);

    // A second decision, either way, changes nothing and tells no one again.
    const again = await refusal(reviewer.client.entryReviews.approve({ id }));
    expect({ code: again.code, message: again.message }).toEqual({
      code: 409,
      message: '该内容已被他人处理',
    });
    const late = await refusal(reviewer.client.entryReviews.reject({ id, reason: '重复' }));
    expect(late.message).toBe('该内容已被他人处理');
    const told = (await inbox('13800000003')).slice(inboxBefore.length);
    expect(told).toEqual([expect.stringMatching(/^投稿审核通过\|.*“待审的山水”已通过审核/)]);
    expect((await publicView(activityId, id)).count).toBe(before.count + 1);
    const log = await auditOf('参赛作品', id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: '通过',
      loginName: 'reviewer',
      role: 'reviewer',
      before: { reviewState: 'pending' },
      after: { reviewState: 'approved', reviewedBy: 'reviewer' },
    });
  });

  it('驳回 needs a reason, leaves the entry off, and the entrant reads the reason', async () => {
    await server.db.update(customers).set({ authStatus: 1 }).where(eq(customers.phone, '13800000004'));
    const { api, activityId, id, picture } = await submitEntry('13800000004', '待驳回的作品');
    const missing = await refusal(reviewer.client.entryReviews.reject({ id, reason: '   ' }));
    expect({ code: missing.code, message: missing.message }).toEqual({
      code: 400,
      message: '请填写驳回原因',
    });
    const long = await refusal(reviewer.client.entryReviews.reject({ id, reason: '长'.repeat(201) }));
    expect(long.message).toBe('驳回原因不能超过200个字');
    expect(await auditOf('参赛作品', id)).toHaveLength(0);

    await reviewer.client.entryReviews.reject({ id, reason: '作品含有联系方式' });
    expect(await publicView(activityId, id)).toMatchObject({ listed: false, get: 404, inSitemap: false });
    expect((await fetch(picture)).status).toBe(404);
    expect((await reviewer.fetch(`${server.origin}/api/entry-reviews/files/${id}/0`)).status).toBe(200);
    expect((await api.activities.get({ id: activityId })).myEntry).toMatchObject({
      reviewState: 'rejected',
      reviewReason: '作品含有联系方式',
    });
    expect((await inbox('13800000004')).at(-1)).toMatch(/^投稿审核未通过\|.*：作品含有联系方式$/);
    const rejected = await reviewer.client.entryReviews.list({ pageNum: 1, pageSize: 10, state: 'rejected' });
    expect(rejected.rows.map((row) => row.id)).toContain(id);
    expect((await auditOf('参赛作品', id))[0]).toMatchObject({
      action: '驳回',
      after: { reviewState: 'rejected', reviewReason: '作品含有联系方式' },
    });
  });

  it('refuses an editor, and a reviewer without a session', async () => {
    const editor = await server.sessionFor('editor');
    expect((await refusal(editor.client.entryReviews.list({ pageNum: 1, pageSize: 10 }))).code).toBe(403);
    expect(
      (await refusal(server.browser().client.verificationReviews.list({ pageNum: 1, pageSize: 10 }))).code,
    ).toBe(401);
  });
});

describe('实名认证', () => {
  it('lists who waits, oldest first; 通过 and 驳回 change the status once, with the message and the log', async () => {
    const queue = await reviewer.client.verificationReviews.list({ pageNum: 1, pageSize: 100 });
    const waiting = queue.rows.find((row) => row.phone === '13800000002');
    if (!waiting) throw new Error('the demo customer 13800000002 waits for review');
    expect(waiting.name).not.toBe('');
    expect(waiting.projectName).not.toBe('');

    const inboxBefore = await inbox('13800000002');
    const missing = await refusal(reviewer.client.verificationReviews.reject({ id: waiting.id, reason: '' }));
    expect(missing.message).toBe('请填写驳回原因');
    await reviewer.client.verificationReviews.reject({ id: waiting.id, reason: '学号无法核验' });
    const second = await refusal(reviewer.client.verificationReviews.approve({ id: waiting.id }));
    expect({ code: second.code, message: second.message }).toEqual({
      code: 409,
      message: '该内容已被他人处理',
    });

    const [row] = await server.db.select().from(customers).where(eq(customers.phone, '13800000002'));
    expect(row?.authStatus).toBe(2);
    expect((await inbox('13800000002')).slice(inboxBefore.length)).toEqual([
      '认证审核未通过|很抱歉，您的认证信息未通过审核：学号无法核验。请修改后重新提交。',
    ]);
    const log = await auditOf('实名认证', waiting.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: '驳回',
      loginName: 'reviewer',
      before: { authStatus: 0 },
      after: { authStatus: 2, reason: '学号无法核验' },
    });
    const after = await reviewer.client.verificationReviews.list({ pageNum: 1, pageSize: 100 });
    expect(after.rows.some((r) => r.id === waiting.id)).toBe(false);
  });
});
