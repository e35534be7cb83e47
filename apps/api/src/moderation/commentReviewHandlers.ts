import type { CommentRow, CommentState } from '@art-portal/api-client/admin';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from '../backoffice/AdminHandlers';
import type { StaffActor } from '../backoffice/StaffActor';
import { writeAudit, type Tx } from '../backoffice/withAudit';
import { bumpContentEpoch } from '../content/contentEpoch';
import { cappedTotal } from '../db/cappedTotal';
import { courseComments, courses } from '../db/schema';
import { badRequest, notFound } from '../http/BusinessError';
import { paging, toKey } from '../http/paging';
import { alreadyHandled } from './alreadyHandled';

type CommentTableRow = typeof courseComments.$inferSelect;

function rowOf(row: CommentTableRow, courseTitle: string): CommentRow {
  return {
    id: String(row.id),
    courseId: String(row.courseId),
    courseTitle,
    customerName: row.customerName,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    hiddenReason: row.hiddenReason,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** What the 操作日志 keeps of a comment, before and after a decision. */
const audited = (row: CommentTableRow) => ({
  courseId: row.courseId,
  content: row.content,
  state: row.state,
  hiddenReason: row.hiddenReason,
});

const newestFirst = [desc(courseComments.createdAt), desc(courseComments.id)];

/**
 * 评论管理 (审核员). Each decision locks the comment, checks it is still in the state the decision starts from (else
 * 409 该内容已被他人处理), changes it, writes its 操作日志 row and moves the content epoch, in one transaction: every
 * instance drops its cached comment lists within a second of the commit.
 */
export function commentReviewHandlers(deps: AdminDeps): AdminHandlerSet<AdminResourceCalls<'comments'>> {
  const { db, config } = deps;

  async function decide(
    staff: StaffActor,
    id: string,
    change: {
      action: '通过' | '隐藏' | '恢复显示';
      from: readonly CommentState[];
      to: CommentState;
      reason?: string;
    },
  ): Promise<CommentRow> {
    return db.transaction(async (tx: Tx) => {
      const key = toKey(id);
      const [row] = key
        ? await tx.select().from(courseComments).where(eq(courseComments.id, key)).for('update')
        : [];
      if (!row) throw notFound('评论');
      if (!change.from.includes(row.state)) throw alreadyHandled();
      const [after] = await tx
        .update(courseComments)
        .set({
          state: change.to,
          hiddenReason: change.to === 'hidden' ? (change.reason ?? null) : null,
          reviewedBy: staff.loginName,
          reviewedAt: new Date(),
        })
        .where(eq(courseComments.id, row.id))
        .returning();
      if (!after) throw notFound('评论');
      await writeAudit(tx, staff, {
        action: change.action,
        kind: '评论',
        recordId: row.id,
        before: audited(row),
        after: audited(after),
      });
      await bumpContentEpoch(tx);
      const [course] = await tx
        .select({ title: courses.title })
        .from(courses)
        .where(eq(courses.id, row.courseId));
      return rowOf(after, course?.title ?? '');
    });
  }

  return {
    'comments.list': async ({ query }) => {
      const { limit, offset } = paging(query, config.listDepth);
      const courseId = query.courseId === undefined ? undefined : toKey(query.courseId);
      if (courseId === null) throw badRequest('课程编号无效');
      const where = and(
        query.state ? eq(courseComments.state, query.state) : undefined,
        courseId ? eq(courseComments.courseId, courseId) : undefined,
      );
      // The page's ids walk one of the migration's (state?, course?, created_at, id) indexes; the titles join after.
      const ids = db
        .select({ id: courseComments.id })
        .from(courseComments)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset);
      const [rows, total] = await Promise.all([
        db
          .select({ comment: courseComments, courseTitle: courses.title })
          .from(courseComments)
          .innerJoin(courses, eq(courses.id, courseComments.courseId))
          .where(inArray(courseComments.id, ids))
          .orderBy(...newestFirst),
        cappedTotal(db, courseComments, where, config.listDepth, newestFirst),
      ]);
      return { rows: rows.map((r) => rowOf(r.comment, r.courseTitle)), ...total };
    },

    'comments.approve': ({ body, staff }) =>
      decide(staff, body.id, { action: '通过', from: ['pending'], to: 'published' }),

    'comments.hide': async ({ body, staff }) => {
      const reason = body.reason.trim();
      if (!reason) throw badRequest('请填写隐藏原因');
      return decide(staff, body.id, {
        action: '隐藏',
        from: ['published', 'pending'],
        to: 'hidden',
        reason,
      });
    },

    'comments.restore': ({ body, staff }) =>
      decide(staff, body.id, { action: '恢复显示', from: ['hidden'], to: 'published' }),
  };
}
