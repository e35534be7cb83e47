import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffActor } from '../../src/backoffice/StaffActor';
import { withAudit } from '../../src/backoffice/withAudit';
import { news, operationLog } from '../../src/db/schema';
import { startBackOffice, type BackOfficeServer } from './startBackOffice';

let server: BackOfficeServer;
let actor: StaffActor;
beforeAll(async () => {
  server = await startBackOffice();
  const me = await (await server.sessionFor('editor')).client.session.current();
  actor = { id: Number(me.id), loginName: me.loginName, role: me.role, address: '192.0.2.7' };
}, 120_000);
afterAll(() => server.close());

const logCount = async () => (await server.db.select({ n: count() }).from(operationLog))[0]?.n ?? 0;
const firstNews = async () => (await server.db.select().from(news).orderBy(news.id).limit(1))[0];

describe('withAudit', () => {
  it('writes the change and its log row together', async () => {
    const item = await firstNews();
    const title = `${item?.title ?? ''}（已改）`;
    const saved = await withAudit(
      server.db,
      actor,
      (row: typeof item) => ({
        action: '保存',
        kind: '资讯',
        recordId: row?.id,
        before: { title: item?.title },
        after: { title: row?.title },
      }),
      async (tx) =>
        (
          await tx
            .update(news)
            .set({ title })
            .where(eq(news.id, item?.id ?? 0))
            .returning()
        )[0],
    );
    expect(saved?.title).toBe(title);
    const [entry] = await server.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.recordId, String(item?.id)));
    expect(entry).toMatchObject({
      staffId: actor.id,
      loginName: 'editor',
      role: 'editor',
      action: '保存',
      kind: '资讯',
      address: '192.0.2.7',
      before: { title: item?.title },
      after: { title },
    });
  });

  it('writes no log row when the change fails', async () => {
    const logs = await logCount();
    const item = await firstNews();
    await expect(
      withAudit(server.db, actor, { action: '保存', kind: '资讯', recordId: item?.id }, async (tx) => {
        await tx
          .update(news)
          .set({ title: '不应留下' })
          .where(eq(news.id, item?.id ?? 0));
        throw new Error('the save failed half-way');
      }),
    ).rejects.toThrow('the save failed half-way');
    expect(await logCount()).toBe(logs);
    expect((await firstNews())?.title).toBe(item?.title);
  });

  it('keeps no change when its log row cannot be written', async () => {
    const logs = await logCount();
    const item = await firstNews();
    await expect(
      withAudit(
        server.db,
        // A log row without a 登录名 breaks the table's NOT NULL: the row fails after the change was made.
        { ...actor, loginName: null as unknown as string },
        { action: '保存', kind: '资讯', recordId: item?.id },
        async (tx) => {
          await tx
            .update(news)
            .set({ title: '不应留下' })
            .where(eq(news.id, item?.id ?? 0));
        },
      ),
    ).rejects.toThrow();
    expect(await logCount()).toBe(logs);
    expect((await firstNews())?.title).toBe(item?.title);
  });
});
