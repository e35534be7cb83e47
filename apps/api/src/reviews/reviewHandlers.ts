import type { EntryReviewFile, VerificationReviewRow } from '@art-portal/api-client/admin';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from '../backoffice/AdminHandlers';
import type { AuditActor } from '../backoffice/withAudit';
import { cappedTotal } from '../db/cappedTotal';
import type { Db } from '../db/openDatabase';
import { pageIds } from '../db/pageIds';
import { activities, activityEntries, customers, projects } from '../db/schema';
import { notFound } from '../http/BusinessError';
import { paging, toKey } from '../http/paging';
import { entryFilePath } from './registerEntryFiles';
import { decideEntry, entryReviewColumns, toEntryReviewRow } from './entryReviews';
import {
  decideVerification,
  toVerificationRow,
  verificationColumns,
  type VerificationDecision,
} from './verificationReviews';

const pictures = /\.(jpe?g|png|webp|gif|avif)$/i;
const videos = /\.(mp4|webm|mov|m4v)$/i;

/** An entry's file as the reviewer reads it: from the back office's origin, which alone serves it before 通过. */
function fileOf(entryId: number, url: string, index: number): EntryReviewFile {
  const path = url.split(/[?#]/, 1)[0] ?? url;
  let name = path.slice(path.lastIndexOf('/') + 1);
  try {
    name = decodeURIComponent(name);
  } catch {
    // A name that is not percent-encoded text is shown as stored.
  }
  return {
    url: entryFilePath(entryId, index),
    name: name || `文件${index + 1}`,
    kind: pictures.test(path) ? 'image' : videos.test(path) ? 'video' : 'document',
  };
}

function requireKey(id: string, what: string): number {
  const key = toKey(id);
  if (key === null) throw notFound(what);
  return key;
}

/** 实名认证's 通过 or 驳回 of one customer still 审核中: their row as the queue shows it, or 404. */
async function decideCustomer(
  db: Db,
  staff: AuditActor,
  id: string,
  decision: VerificationDecision,
): Promise<VerificationReviewRow> {
  const decided = await decideVerification(db, staff, { id: requireKey(id, '用户') }, decision);
  if (!decided) throw notFound('用户');
  const { authStatus: _authStatus, ...row } = decided;
  return row;
}

/** 投稿审核's and 实名认证's back-office calls. */
export function reviewHandlers({
  db,
  config,
}: AdminDeps): AdminHandlerSet<AdminResourceCalls<'entryReviews' | 'verificationReviews'>> {
  return {
    'entryReviews.list': async ({ query }) => {
      const { limit, offset } = paging(query, config.listDepth);
      const state = query.state ?? 'pending';
      const activityId = query.activityId === undefined ? undefined : toKey(query.activityId);
      const where = and(
        activityId === undefined || activityId === null
          ? undefined
          : eq(activityEntries.activityId, activityId),
        eq(activityEntries.reviewState, state),
      );
      // The queue is oldest first (who waited longest); what was decided, newest first. Both walk one index.
      const order =
        state === 'pending'
          ? [asc(activityEntries.createdAt), asc(activityEntries.id)]
          : [desc(activityEntries.createdAt), desc(activityEntries.id)];
      const ids = pageIds(db, activityEntries, activityEntries.id, where, order, { limit, offset });
      const [rows, total] = await Promise.all([
        db
          .select(entryReviewColumns)
          .from(activityEntries)
          .innerJoin(activities, eq(activities.id, activityEntries.activityId))
          .where(inArray(activityEntries.id, ids))
          .orderBy(...order),
        cappedTotal(db, activityEntries, where, config.listDepth, order),
      ]);
      return { rows: rows.map(toEntryReviewRow), ...total };
    },

    'entryReviews.get': async ({ query }) => {
      const [row] = await db
        .select(entryReviewColumns)
        .from(activityEntries)
        .innerJoin(activities, eq(activities.id, activityEntries.activityId))
        .where(eq(activityEntries.id, requireKey(query.id, '参赛作品')));
      if (!row) throw notFound('参赛作品');
      return {
        ...toEntryReviewRow(row),
        description: row.description,
        files: row.fileUrls.map((url, index) => fileOf(row.id, url, index)),
      };
    },

    'entryReviews.approve': async ({ body, staff }) =>
      decideEntry(db, staff, requireKey(body.id, '参赛作品'), { verdict: 'approve' }),

    'entryReviews.reject': async ({ body, staff }) =>
      decideEntry(db, staff, requireKey(body.id, '参赛作品'), { verdict: 'reject', reason: body.reason }),

    'verificationReviews.list': async ({ query }) => {
      const { limit, offset } = paging(query, config.listDepth);
      const where = eq(customers.authStatus, 0);
      const order = [asc(customers.authSubmittedAt), asc(customers.id)];
      const ids = pageIds(db, customers, customers.id, where, order, { limit, offset });
      const [rows, total] = await Promise.all([
        db
          .select(verificationColumns)
          .from(customers)
          .leftJoin(projects, eq(projects.id, customers.authProject))
          .where(inArray(customers.id, ids))
          .orderBy(...order),
        cappedTotal(db, customers, where, config.listDepth, order),
      ]);
      return { rows: rows.map(toVerificationRow), ...total };
    },

    'verificationReviews.approve': async ({ body, staff }) =>
      decideCustomer(db, staff, body.id, { verdict: 'pass', pendingOnly: true }),

    'verificationReviews.reject': async ({ body, staff }) =>
      decideCustomer(db, staff, body.id, { verdict: 'fail', reason: body.reason, pendingOnly: true }),
  };
}
