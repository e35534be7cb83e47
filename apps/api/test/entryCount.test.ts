import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries } from '../src/db/schema';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ READ_CACHE_TTL_MS: '0' });
});
afterAll(() => server?.close());

describe("a call's entry count, kept by the database's triggers", () => {
  it('equals its 已通过 entries, and follows entries added, reviewed and removed in one statement', async () => {
    const api = server.client();
    const [call] = (await api.activities.list({ pageNum: 1, pageSize: 1 })).rows;
    if (!call) throw new Error('the demo has calls');
    const entries = await api.activities.listEntries({ activityId: call.id, pageNum: 1, pageSize: 100 });
    expect(call.entryCount).toBe(entries.total);

    const { db } = server.app.database;
    const row = {
      activityId: Number(call.id),
      customerName: '参赛者',
      title: '作品',
      description: '',
      cover: '',
    };
    const added = await db
      .insert(activityEntries)
      .values([1, 2, 3].map(() => ({ ...row, fileUrls: [] })))
      .returning({ id: activityEntries.id });
    const count = async () => (await api.activities.get({ id: call.id })).entryCount;
    // New entries wait for review (待审核): they are not counted until 通过.
    expect(await count()).toBe(entries.total);
    const [first = 0, second = 0, third = 0] = added.map((entry) => entry.id);
    await db
      .update(activityEntries)
      .set({ reviewState: 'approved' })
      .where(inArray(activityEntries.id, [first, second]));
    expect(await count()).toBe(entries.total + 2);
    await db.update(activityEntries).set({ reviewState: 'rejected' }).where(eq(activityEntries.id, third));
    expect(await count()).toBe(entries.total + 2);
    await db.update(activityEntries).set({ reviewState: 'rejected' }).where(eq(activityEntries.id, second));
    expect(await count()).toBe(entries.total + 1);

    await db.delete(activityEntries).where(inArray(activityEntries.id, [first, third]));
    expect(await count()).toBe(entries.total);
  });
});
