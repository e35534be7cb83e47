import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { systemActor, writeAudit } from '../backoffice/withAudit';
import type { Db } from '../db/openDatabase';
import { createPostgresSearchIndex } from '../search/createPostgresSearchIndex';
import { bumpContentEpoch } from './contentEpoch';
import { audited } from './contentHandlers';
import type { AnyContentKind } from './contentKinds';
import { keepVersion } from './contentVersions';

type PublishedRow = Parameters<AnyContentKind['record']>[0];

/** The most records of one kind one turn publishes; the next turn takes the rest. */
const batch = 100;

/**
 * Publishes the 定时发布 records that are due, each exactly once whichever instance runs this first: the rows are
 * taken `FOR UPDATE SKIP LOCKED` and changed only while still 待发布, in one transaction with their versions, their
 * 操作日志 rows (系统, 发布) and their search documents. Answers how many it published; `onPublished` is told each
 * kind's records once they are committed.
 */
export async function publishDue(
  db: Db,
  kinds: readonly AnyContentKind[],
  now = new Date(),
  onPublished: (kind: AnyContentKind, rows: readonly PublishedRow[]) => void = () => {},
): Promise<number> {
  let published = 0;
  for (const kind of kinds) {
    const { table } = kind;
    const done = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.state, 'scheduled'), lte(table.publishAt, now)))
        .orderBy(asc(table.publishAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      const rows = (await tx
        .update(table)
        .set({
          ...kind.onPublish?.('scheduled'),
          // A 作品's public flag, which the portal's lists lead with, follows as with 发布.
          ...kind.stateColumns?.('published'),
          state: 'published',
          publishAt: null,
          version: sql`${table.version} + 1`,
          updatedBy: systemActor.loginName,
          updatedAt: now,
        })
        .where(and(inArray(table.id, due), eq(table.state, 'scheduled')))
        .returning()) as PublishedRow[];
      if (rows.length === 0) return rows;
      for (const row of rows) {
        await keepVersion(tx, {
          kind: kind.resource,
          recordId: row.id,
          version: row.version,
          state: row.state,
          fields: kind.versionFields(row),
          actor: systemActor,
        });
        const before = { ...row, state: 'scheduled' as const, version: row.version - 1 };
        await writeAudit(tx, systemActor, {
          action: '发布',
          kind: kind.label,
          recordId: row.id,
          before: audited(kind, before),
          after: audited(kind, row),
        });
      }
      if (kind.searchKind)
        await createPostgresSearchIndex(tx).refresh(
          kind.searchKind,
          rows.map((row) => kind.searchId?.(row) ?? row.id),
        );
      await bumpContentEpoch(tx);
      return rows;
    });
    if (done.length > 0) onPublished(kind, done);
    published += done.length;
  }
  return published;
}
