import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcasts, customers, messages, operationLog } from '../../src/db/schema';
import { refusal } from '../refusal';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from './startBackOffice';

let server: BackOfficeServer;
let reviewer: StaffBrowser;
beforeAll(async () => {
  server = await startBackOffice();
  reviewer = await server.sessionFor('reviewer');
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
