import {
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
  type MessageSendRequest,
  type SentMessage,
} from '@art-portal/api-client/admin';
import { count, desc, eq } from 'drizzle-orm';
import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from '../backoffice/AdminHandlers';
import { withAudit } from '../backoffice/withAudit';
import { broadcasts, customers, messages } from '../db/schema';
import { badRequest } from '../http/BusinessError';
import { paging } from '../http/paging';

/** How far the sent list can be paged. */
const SENT_DEPTH = 10_000;

const charCount = (text: string) => Array.from(text).length;

function checkedText(body: MessageSendRequest): { title: string; content: string } {
  const title = body.title.trim();
  const content = body.content.trim();
  if (!title) throw badRequest('请输入标题');
  if (charCount(title) > MESSAGE_TITLE_MAX_LENGTH)
    throw badRequest(`标题不能超过 ${MESSAGE_TITLE_MAX_LENGTH} 个字`);
  if (!content) throw badRequest('请输入内容');
  if (charCount(content) > MESSAGE_CONTENT_MAX_LENGTH)
    throw badRequest(`内容不能超过 ${MESSAGE_CONTENT_MAX_LENGTH} 个字`);
  return { title, content };
}

type BroadcastRow = typeof broadcasts.$inferSelect;

const sentMessage = (row: BroadcastRow, phone: string | null): SentMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  audience: row.audience,
  phone: phone ?? '',
  includeLater: row.includeLater,
  sentBy: row.sentBy,
  sentAt: row.createdAt.toISOString(),
});

/** 站内消息: a send is one row (plus the customer's message for `one`) and its 操作日志 row, in one transaction. */
export function messageHandlers(deps: AdminDeps): AdminHandlerSet<AdminResourceCalls<'messages'>> {
  const { db } = deps;
  return {
    'messages.send': async ({ body, staff }) => {
      const { title, content } = checkedText(body);
      let customerId: number | null = null;
      let phone: string | null = null;
      if (body.audience === 'one') {
        phone = (body.phone ?? '').trim();
        if (!phone) throw badRequest('请输入接收人的手机号');
        const [customer] = await db
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.phone, phone));
        if (!customer) throw badRequest(`没有手机号为 ${phone} 的用户`);
        customerId = customer.id;
      }
      const row = await withAudit(
        db,
        staff,
        (sent: BroadcastRow) => ({
          action: '发送',
          kind: '站内消息',
          recordId: sent.id,
          after: sentMessage(sent, phone),
        }),
        async (tx) => {
          const [sent] = await tx
            .insert(broadcasts)
            .values({
              audience: body.audience,
              customerId,
              includeLater: body.audience === 'all' && body.includeLater === true,
              title,
              content,
              sentBy: staff.loginName,
            })
            .returning();
          if (!sent) throw new Error('broadcast insert returned no row');
          if (customerId !== null) await tx.insert(messages).values({ customerId, title, content });
          return sent;
        },
      );
      return sentMessage(row, phone);
    },

    'messages.sent': async ({ query }) => {
      const { limit, offset } = paging(query, SENT_DEPTH);
      const [rows, totals] = await Promise.all([
        db
          .select({ row: broadcasts, phone: customers.phone })
          .from(broadcasts)
          .leftJoin(customers, eq(customers.id, broadcasts.customerId))
          .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(broadcasts),
      ]);
      return { rows: rows.map(({ row, phone }) => sentMessage(row, phone)), total: totals[0]?.n ?? 0 };
    },
  };
}
