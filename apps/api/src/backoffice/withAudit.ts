import type { Db } from '../db/openDatabase';
import { operationLog } from '../db/schema';
import type { StaffActor } from './StaffActor';

/** One transaction of the database: what `withAudit`'s change runs its queries on. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the 操作日志 records of one change. */
export type AuditEntry = {
  /** 新建, 保存, 发布, 下线, 删除, 通过, 驳回, 隐藏, … (`auditActions`). */
  action: string;
  /** The kind of record, as the back office names it: 资讯, 作品, 后台账号, … */
  kind: string;
  /** The record's id (null when the change has none). */
  recordId?: string | number | null;
  /** The record before the change (null or absent for 新建). */
  before?: unknown;
  /** The record after the change (null or absent for 删除). */
  after?: unknown;
};

/** A change no staff session made: the scheduler's 定时发布, the operator's `staff` command. */
export type SystemActor = { id: null; loginName: string; role: null; address: string };

/** The system itself as an actor: the scheduler's 定时发布. */
export const systemActor: SystemActor = { id: null, loginName: '系统', role: null, address: '' };

/** Who a log row names: a staff member, or the system. */
export type AuditActor = StaffActor | SystemActor;

/**
 * Runs `change` and writes its 操作日志 row in ONE transaction: if the change throws, no row is written, and if the
 * row cannot be written, the change is rolled back. `entry` may depend on the change's result (a new record's id).
 *
 * @example
 * ```ts
 * const saved = await withAudit(db, request.staff, (row) => ({ action: '新建', kind: '资讯', recordId: row.id, after: row }),
 *   async (tx) => (await tx.insert(news).values(values).returning())[0]);
 * ```
 */
export async function withAudit<T>(
  db: Db,
  actor: AuditActor,
  entry: AuditEntry | ((result: T) => AuditEntry),
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await writeAudit(tx, actor, typeof entry === 'function' ? entry(result) : entry);
    return result;
  });
}

/**
 * Writes one 操作日志 row inside a transaction the caller already holds (one that must read and lock the record
 * before deciding); the row commits or rolls back with the change. `withAudit` is the usual way.
 */
export async function writeAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const { action, kind, recordId, before, after } = entry;
  await tx.insert(operationLog).values({
    staffId: actor.id,
    loginName: actor.loginName,
    role: actor.role,
    action,
    kind,
    recordId: recordId === undefined || recordId === null ? null : String(recordId),
    address: actor.address,
    before: before ?? null,
    after: after ?? null,
  });
}
