import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCustomer } from '../src/admin/reviewCustomer';
import type { Db } from '../src/db/openDatabase';
import { customers, messages } from '../src/db/schema';
import { startTestServer, type TestServer } from './startTestServer';

async function state(db: Db, phone: string): Promise<{ authStatus: number | null; inbox: string[] }> {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone));
  if (!row) throw new Error(`no customer ${phone}`);
  const inbox = await db.select().from(messages).where(eq(messages.customerId, row.id)).orderBy(messages.id);
  return { authStatus: row.authStatus, inbox: inbox.map((m) => m.title) };
}

/** Makes the database itself refuse the review's inbox message, as a full disk or a broken constraint would. */
async function refuseReviewMessages(db: Db): Promise<void> {
  await db.execute(sql`create function refuse_review_message() returns trigger language plpgsql as $$
    begin raise exception 'inbox refused by the test'; end $$`);
  await db.execute(sql`create trigger refuse_review_message before insert on messages
    for each row when (new.title like '认证审核%') execute function refuse_review_message()`);
}

async function allowReviewMessages(db: Db): Promise<void> {
  await db.execute(sql`drop trigger refuse_review_message on messages`);
  await db.execute(sql`drop function refuse_review_message()`);
}

describe('a review', () => {
  let server: TestServer;
  let db: Db;
  beforeAll(async () => {
    server = await startTestServer();
    db = server.app.database.db;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('leaves the verification as it was when its inbox message cannot be written', async () => {
    const before = await state(db, '13800000002');
    expect(before.authStatus).toBe(0);
    await refuseReviewMessages(db);
    try {
      await expect(reviewCustomer(db, '13800000002', 'pass')).rejects.toThrow();
      await expect(reviewCustomer(db, '13800000002', 'fail', '材料不全')).rejects.toThrow();
      expect(await state(db, '13800000002')).toEqual(before);
    } finally {
      await allowReviewMessages(db);
    }
  });

  it('writes the verification and the message together once the message can be written', async () => {
    const before = await state(db, '13800000002');
    expect(await reviewCustomer(db, '13800000002', 'pass')).toBe(true);
    expect(await state(db, '13800000002')).toEqual({
      authStatus: 1,
      inbox: [...before.inbox, '认证审核通过'],
    });
    expect(await reviewCustomer(db, '13999999999', 'pass')).toBe(false);
  });
});
