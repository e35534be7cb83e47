import type { ApiClient, Message } from '@art-portal/api-client';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWaitingQueues } from '../../src/backoffice/waitingQueues';
import { broadcastReads, broadcasts, customers, messages, operationLog } from '../../src/db/schema';
import { refusal } from '../refusal';
import { codeFor } from '../startTestServer';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from './startBackOffice';

let server: BackOfficeServer;
let reviewer: StaffBrowser;
let first: ApiClient;
let second: ApiClient;
beforeAll(async () => {
  server = await startBackOffice();
  reviewer = await server.sessionFor('reviewer');
  first = await server.portal.ready(await server.portal.tokenFor('13800000002'));
  second = await server.portal.ready(await server.portal.tokenFor('13800000003'));
}, 120_000);
afterAll(() => server.close());

const phone = '13800000002';
const hostile = '<img src=x onerror=alert(1)>';

describe('站内消息', () => {
  it('sends to one customer by phone, with its 操作日志 row, and the text stays text', async () => {
    const sent = await reviewer.client.messages.send({
      audience: 'one',
      phone,
      title: `通知 ${hostile}`,
      content: '请查收',
    });
    expect(sent).toMatchObject({ audience: 'one', phone, sentBy: 'reviewer', title: `通知 ${hostile}` });
    const [customer] = await server.db.select().from(customers).where(eq(customers.phone, phone));
    const inbox = await server.db
      .select()
      .from(messages)
      .where(and(eq(messages.customerId, customer?.id ?? 0), eq(messages.title, `通知 ${hostile}`)));
    expect(inbox).toHaveLength(1);
    const [entry] = await server.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.kind, '站内消息'), eq(operationLog.recordId, String(sent.id))));
    expect(entry).toMatchObject({ action: '发送', loginName: 'reviewer' });
  });

  it('sends to 全体用户 as one row, whatever the number of customers', async () => {
    const before = (await server.db.select({ n: count() }).from(messages))[0]?.n;
    const sent = await reviewer.client.messages.send({
      audience: 'all',
      title: '系统维护',
      content: '今晚维护',
      includeLater: true,
    });
    expect(sent).toMatchObject({ audience: 'all', phone: '', includeLater: true });
    expect((await server.db.select({ n: count() }).from(messages))[0]?.n).toBe(before);
    expect(await server.db.select().from(broadcasts).where(eq(broadcasts.id, sent.id))).toHaveLength(1);
    const page = await reviewer.client.messages.sent({ pageNum: 1, pageSize: 10 });
    expect(page.rows[0]).toMatchObject({ id: sent.id, title: '系统维护' });
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses an unknown phone and bad lengths in Chinese, writing nothing', async () => {
    const rows = (await server.db.select({ n: count() }).from(broadcasts))[0]?.n;
    const unknown = await refusal(
      reviewer.client.messages.send({
        audience: 'one',
        phone: '13999999999',
        title: '标题',
        content: '内容',
      }),
    );
    expect(unknown.message).toBe('没有手机号为 13999999999 的用户');
    const long = await refusal(
      reviewer.client.messages.send({ audience: 'all', title: '长'.repeat(101), content: '内容' }),
    );
    expect(long.message).toBe('标题不能超过 100 个字');
    const empty = await refusal(
      reviewer.client.messages.send({ audience: 'all', title: '标题', content: '  ' }),
    );
    expect(empty.message).toBe('请输入内容');
    expect((await server.db.select({ n: count() }).from(broadcasts))[0]?.n).toBe(rows);
  });
});

const inbox = (api: ApiClient, pageNum = 1, pageSize = 50) => api.messages.list({ pageNum, pageSize });
const titles = (rows: Message[]) => rows.map((row) => row.title);

async function register(phone: string): Promise<ApiClient> {
  const anon = server.portal.client();
  await anon.auth.sendSmsCode({ phone, ...(await server.portal.imageCode(anon)) });
  const code = await codeFor(server.portal, 'sms', phone);
  const { access_token: token } = await anon.customer.register({ phone, code, password: 'art2026pass' });
  return server.portal.ready(token);
}

describe('我的消息 with broadcasts', () => {
  it('pages personal messages and broadcasts together, newest first, unread per customer', async () => {
    const before = await inbox(first);
    await reviewer.client.messages.send({
      audience: 'one',
      phone: '13800000002',
      title: '个人通知',
      content: '一',
    });
    await reviewer.client.messages.send({ audience: 'all', title: '全体通知', content: '二' });
    await reviewer.client.messages.send({
      audience: 'all',
      title: '全体通知·含新用户',
      content: '三',
      includeLater: true,
    });

    const page = await inbox(first);
    expect(titles(page.rows).slice(0, 3)).toEqual(['全体通知·含新用户', '全体通知', '个人通知']);
    expect(page.rows.slice(0, 3).map((row) => row.read)).toEqual([false, false, false]);
    expect(page.total).toBe(before.total + 3);
    const again = await inbox(first);
    expect(again.rows.slice(0, 3).map((row) => row.read)).toEqual([true, true, true]);

    // Another customer's read state is their own, and they never see the first one's personal message.
    const other = await inbox(second);
    expect(titles(other.rows).slice(0, 2)).toEqual(['全体通知·含新用户', '全体通知']);
    expect(other.rows.slice(0, 2).map((row) => row.read)).toEqual([false, false]);
    expect(titles(other.rows)).not.toContain('个人通知');
  });

  it('gives one id to one row, and pages without gaps or repeats', async () => {
    const whole = await inbox(first, 1, 100);
    const ids = whole.rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paged: Message[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(whole.total / 2); pageNum += 1)
      paged.push(...(await inbox(first, pageNum, 2)).rows);
    expect(paged.map((row) => row.id)).toEqual(ids);
    const times = whole.rows.map((row) => row.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('reaches a customer registered later only when the sender chose so', async () => {
    const later = await register('13900000077');
    const page = await inbox(later);
    expect(titles(page.rows)).toContain('全体通知·含新用户');
    expect(titles(page.rows)).not.toContain('全体通知');
    expect(page.total).toBe(page.rows.length);

    await reviewer.client.messages.send({ audience: 'all', title: '注册之后的通知', content: '四' });
    expect(titles((await inbox(later)).rows)[0]).toBe('注册之后的通知');
  });

  it('writes no row per customer at send, and one read mark per customer who read', async () => {
    const messageRows = (await server.db.select({ n: count() }).from(messages))[0]?.n;
    const sent = await reviewer.client.messages.send({
      audience: 'all',
      title: '无需逐人写入',
      content: '五',
    });
    expect((await server.db.select({ n: count() }).from(messages))[0]?.n).toBe(messageRows);
    const marks = () =>
      server.db.select().from(broadcastReads).where(eq(broadcastReads.broadcastId, sent.id));
    expect(await marks()).toHaveLength(0);
    await inbox(first);
    await inbox(first);
    expect(await marks()).toHaveLength(1);
  });
});

describe('工作台', () => {
  it('counts what waits for 审核员 and 管理员, read afresh, and lists their own recent work', async () => {
    const admin = await server.sessionFor('admin');
    const before = await reviewer.client.dashboard.summary();
    expect(before.queues).toEqual(await countWaitingQueues(server.db));
    expect(before.recent[0]).toMatchObject({ action: '发送', kind: '站内消息', loginName: 'reviewer' });
    expect(before.recent.every((entry) => entry.loginName === 'reviewer')).toBe(true);

    await admin.client.sensitiveWords.add({ word: '工作台测试词' });
    const [course] = (await first.courses.list({ pageNum: 1, pageSize: 1 })).rows;
    if (!course) throw new Error('no course');
    await first.courses.comment({ courseId: course.id, content: '含工作台测试词的评论' });

    const after = await reviewer.client.dashboard.summary();
    expect(after.queues?.comments).toBe((before.queues?.comments ?? 0) + 1);
    expect(new Date(after.countedAt ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(before.countedAt ?? Date.now()).getTime(),
    );
    const adminDesk = await admin.client.dashboard.summary();
    expect(adminDesk.queues).toEqual(after.queues);
    expect(adminDesk.recent[0]).toMatchObject({ action: '新建', kind: '敏感词', loginName: 'admin' });
  });

  it('shows 编辑 no review queue', async () => {
    const editor = await server.sessionFor('editor');
    const desk = await editor.client.dashboard.summary();
    expect(desk.queues).toBeUndefined();
    expect(desk.recent).toEqual([]);
  });
});
