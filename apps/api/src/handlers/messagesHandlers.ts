import { and, eq, inArray } from 'drizzle-orm';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { queryRows } from '../db/queryRows';
import { broadcastReads, messages } from '../db/schema';
import { formatTime } from '../http/formatTime';
import { paging } from '../http/paging';
import { inboxPage, inboxTotal, type InboxRow } from './inboxQueries';

/**
 * 我的消息: the customer's own messages and the broadcasts that reach them, one list, newest first. Reading a page
 * marks what it shows read: a personal message's flag, a broadcast's read mark (a row per customer who read it).
 */
export function messagesHandlers({ db, config }: Deps): HandlerSet<ResourceCalls<'messages'>> {
  return {
    'messages.list': async ({ body, customer }) => {
      const { limit, offset } = paging(body, config.listDepth);
      const [rows, total] = await Promise.all([
        queryRows<InboxRow>(db, inboxPage(customer.id, limit, offset)),
        inboxTotal(db, customer.id, config.listDepth),
      ]);
      const unread = (kind: InboxRow['kind']) =>
        rows.filter((m) => m.kind === kind && !m.read).map((m) => Number(m.id));
      const personal = unread('personal');
      if (personal.length)
        await db
          .update(messages)
          .set({ read: true })
          .where(and(eq(messages.customerId, customer.id), inArray(messages.id, personal)));
      const broadcasts = unread('broadcast');
      if (broadcasts.length)
        await db
          .insert(broadcastReads)
          .values(broadcasts.map((broadcastId) => ({ broadcastId, customerId: customer.id })))
          .onConflictDoNothing();
      return {
        rows: rows.map((m) => ({
          id: Number(m.id),
          title: m.title,
          content: m.content,
          createTime: formatTime(m.created_at),
          read: m.read,
        })),
        ...total,
      };
    },
  };
}
