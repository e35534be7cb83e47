import type { EntryReviewRow } from '@art-portal/api-client/admin';
import { eq } from 'drizzle-orm';
import type { AuditActor } from '../backoffice/withAudit';
import { writeAudit } from '../backoffice/withAudit';
import { bumpContentEpoch } from '../content/contentEpoch';
import type { Db } from '../db/openDatabase';
import { activities, activityEntries } from '../db/schema';
import { notFound } from '../http/BusinessError';
import { notifyCustomer } from '../handlers/notifyCustomer';
import { alreadyDecided, requireReason } from './reviewErrors';

/** The columns of an entry's review row, with its call's 标题. */
export const entryReviewColumns = {
  id: activityEntries.id,
  activityId: activityEntries.activityId,
  activityTitle: activities.title,
  title: activityEntries.title,
  customerId: activityEntries.customerId,
  customerName: activityEntries.customerName,
  cover: activityEntries.cover,
  description: activityEntries.description,
  fileUrls: activityEntries.fileUrls,
  reviewState: activityEntries.reviewState,
  reviewReason: activityEntries.reviewReason,
  reviewedBy: activityEntries.reviewedBy,
  reviewedAt: activityEntries.reviewedAt,
  createdAt: activityEntries.createdAt,
};

type EntryReviewSource = {
  id: number;
  activityId: number;
  activityTitle: string;
  title: string;
  customerName: string;
  cover: string;
  reviewState: EntryReviewRow['reviewState'];
  reviewReason: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
};

/** An entry as the back office lists it. */
export function toEntryReviewRow(row: EntryReviewSource): EntryReviewRow {
  return {
    id: String(row.id),
    activityId: String(row.activityId),
    activityTitle: row.activityTitle,
    title: row.title,
    customerName: row.customerName,
    cover: row.cover,
    reviewState: row.reviewState,
    reviewReason: row.reviewReason ?? '',
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 通过 or 驳回 (with its reason). */
export type EntryVerdict = { verdict: 'approve' } | { verdict: 'reject'; reason: string };

/**
 * Decides an entry that waits (待审核): its state, the entrant's message and the 操作日志 row in one transaction,
 * the row locked first, so that of two reviewers deciding at once the second is refused (409) and the entrant is
 * told once. 通过 moves the read-cache epoch in the same transaction: every instance shows the entry within 1 s.
 */
export async function decideEntry(
  db: Db,
  actor: AuditActor,
  id: number,
  decision: EntryVerdict,
): Promise<EntryReviewRow> {
  const reason = decision.verdict === 'reject' ? requireReason(decision.reason) : null;
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: activityEntries.id })
      .from(activityEntries)
      .where(eq(activityEntries.id, id))
      .for('update');
    if (!entry) throw notFound('参赛作品');
    const [current] = await tx
      .select(entryReviewColumns)
      .from(activityEntries)
      .innerJoin(activities, eq(activities.id, activityEntries.activityId))
      .where(eq(activityEntries.id, id));
    if (!current) throw notFound('参赛作品');
    if (current.reviewState !== 'pending') throw alreadyDecided();
    const reviewState = decision.verdict === 'approve' ? 'approved' : 'rejected';
    const [saved] = await tx
      .update(activityEntries)
      .set({ reviewState, reviewReason: reason, reviewedBy: actor.loginName, reviewedAt: new Date() })
      .where(eq(activityEntries.id, id))
      .returning({ reviewedAt: activityEntries.reviewedAt });
    const before = toEntryReviewRow(current);
    const after = toEntryReviewRow({
      ...current,
      reviewState,
      reviewReason: reason,
      reviewedBy: actor.loginName,
      reviewedAt: saved?.reviewedAt ?? new Date(),
    });
    if (current.customerId !== null) {
      if (reason === null)
        await notifyCustomer(
          tx,
          current.customerId,
          '投稿审核通过',
          `您投稿至“${current.activityTitle}”的作品“${current.title}”已通过审核，现已展示在参赛作品中。`,
        );
      else
        await notifyCustomer(
          tx,
          current.customerId,
          '投稿审核未通过',
          `很抱歉，您投稿至“${current.activityTitle}”的作品“${current.title}”未通过审核：${reason}`,
        );
    }
    if (reviewState === 'approved') await bumpContentEpoch(tx);
    await writeAudit(tx, actor, {
      action: reason === null ? '通过' : '驳回',
      kind: '参赛作品',
      recordId: id,
      before,
      after,
    });
    return after;
  });
}
