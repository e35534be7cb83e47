import { sql, type SQL } from 'drizzle-orm';
import type { CappedTotal } from '../db/cappedTotal';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';

/** A row of 我的消息: a personal message or a broadcast, with this customer's read state. */
export type InboxRow = {
  id: number | string;
  title: string;
  content: string;
  created_at: Date | string;
  read: boolean;
  kind: 'personal' | 'broadcast';
};

/** When the customer registered: a broadcast sent before reaches them only if its sender chose so. */
const registered = (customerId: number) => sql`(SELECT created_at FROM customers WHERE id = ${customerId})`;

/**
 * The three parts of the list, each read newest first along its own index and cut at `n` rows: the customer's
 * messages (`messages_customer_idx`), the broadcasts sent since they registered (`broadcasts_all_idx`), and the
 * older ones sent to later registrants too (`broadcasts_later_idx`). None of them reads other customers' rows.
 * `rows` false selects nothing but the order (for counting: index-only scans).
 */
function parts(customerId: number, n: number, rows: boolean): SQL[] {
  const read = sql`EXISTS (SELECT 1 FROM broadcast_reads r WHERE r.customer_id = ${customerId} AND r.broadcast_id = b.id)`;
  const personal = rows ? sql`m.id, m.title, m.content, m.created_at, m.read, 'personal' AS kind` : sql`m.id`;
  const broadcast = rows
    ? sql`b.id, b.title, b.content, b.created_at, ${read} AS read, 'broadcast' AS kind`
    : sql`b.id`;
  const broadcasts = (
    where: SQL,
  ) => sql`(SELECT ${broadcast} FROM broadcasts b WHERE b.audience = 'all' AND ${where}
      ORDER BY b.created_at DESC, b.id DESC LIMIT ${n})`;
  return [
    sql`(SELECT ${personal} FROM messages m WHERE m.customer_id = ${customerId}
      ORDER BY m.created_at DESC, m.id DESC LIMIT ${n})`,
    broadcasts(sql`b.created_at >= ${registered(customerId)}`),
    broadcasts(sql`b.include_later AND b.created_at < ${registered(customerId)}`),
  ];
}

/**
 * One page of 我的消息, newest first. Ids come from one sequence (migration 0014), so (time, id) orders every row
 * of the list once: a page holds the same rows however the parts are read.
 */
export function inboxPage(customerId: number, limit: number, offset: number): SQL {
  return sql`SELECT * FROM (${sql.join(parts(customerId, offset + limit, true), sql` UNION ALL `)}) inbox
    ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`;
}

/** How many rows 我的消息 holds, counted no further than `depth`. */
export async function inboxTotal(db: Db, customerId: number, depth: number): Promise<CappedTotal> {
  const counted = parts(customerId, depth + 1, false).map((part) => sql`(SELECT count(*) FROM ${part} p)`);
  const [row] = await queryRows<{ n: number | string }>(db, sql`SELECT ${sql.join(counted, sql` + `)} AS n`);
  const n = Number(row?.n ?? 0);
  return n > depth ? { total: depth, totalCapped: true } : { total: n };
}
