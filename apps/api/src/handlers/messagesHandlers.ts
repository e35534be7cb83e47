import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { messages } from '../db/schema';
import { formatTime } from '../http/formatTime';
import { paging } from '../http/paging';

/** The customer's inbox; reading a page marks its messages read. */
export function messagesHandlers({ db, config }: Deps): HandlerSet<ResourceCalls<'messages'>> {
  return {
    'messages.list': async ({ body, customer }) => {
      const { limit, offset } = paging(body, config.listDepth);
      const where = eq(messages.customerId, customer.id);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(messages).where(where),
      ]);
      const unread = rows.filter((m) => !m.read).map((m) => m.id);
      if (unread.length)
        await db
          .update(messages)
          .set({ read: true })
          .where(and(where, inArray(messages.id, unread)));
      return {
        rows: rows.map((m) => ({
          id: m.id,
          title: m.title,
          content: m.content,
          createTime: formatTime(m.createdAt),
          read: m.read,
        })),
        total: totals[0]?.n ?? 0,
      };
    },
  };
}
