import type { HomeworkRow } from '@art-portal/api-client/admin';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AdminDeps, AdminHandlerSet, AdminResourceCalls } from '../backoffice/AdminHandlers';
import { writeAudit, type Tx } from '../backoffice/withAudit';
import { cappedTotal } from '../db/cappedTotal';
import { courses, customers, homeworks } from '../db/schema';
import { notifyCustomer, publicName } from '../handlers/notifyCustomer';
import { badRequest, notFound } from '../http/BusinessError';
import { paging, toKey } from '../http/paging';
import { alreadyHandled } from './alreadyHandled';

type HomeworkTableRow = typeof homeworks.$inferSelect;

function rowOf(
  row: HomeworkTableRow,
  courseTitle: string,
  customer: { name: string | null; phone: string },
): HomeworkRow {
  return {
    id: String(row.id),
    courseId: String(row.courseId),
    courseTitle,
    customerName: publicName(customer),
    content: row.content,
    fileUrls: row.fileUrls,
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    reviewComment: row.reviewComment,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

const audited = (row: HomeworkTableRow) => ({
  courseId: row.courseId,
  customerId: row.customerId,
  state: row.state,
  reviewComment: row.reviewComment,
});

const newestFirst = [desc(homeworks.createdAt), desc(homeworks.id)];

const withNames = {
  homework: homeworks,
  courseTitle: courses.title,
  name: customers.name,
  phone: customers.phone,
};

/**
 * 作业批阅 (审核员). 批阅 locks the homework, refuses one already 已批阅 (409 该内容已被他人处理), and writes the
 * state, the customer's message in 我的消息 and the 操作日志 row in one transaction: the message is sent exactly once.
 */
export function homeworkReviewHandlers(deps: AdminDeps): AdminHandlerSet<AdminResourceCalls<'homework'>> {
  const { db, config } = deps;

  const named = (tx: Tx | AdminDeps['db']) =>
    tx
      .select(withNames)
      .from(homeworks)
      .innerJoin(courses, eq(courses.id, homeworks.courseId))
      .innerJoin(customers, eq(customers.id, homeworks.customerId));

  return {
    'homework.list': async ({ query }) => {
      const { limit, offset } = paging(query, config.listDepth);
      const courseId = query.courseId === undefined ? undefined : toKey(query.courseId);
      if (courseId === null) throw badRequest('课程编号无效');
      const where = and(
        query.state ? eq(homeworks.state, query.state) : undefined,
        courseId ? eq(homeworks.courseId, courseId) : undefined,
      );
      const ids = db
        .select({ id: homeworks.id })
        .from(homeworks)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset);
      const [rows, total] = await Promise.all([
        named(db)
          .where(inArray(homeworks.id, ids))
          .orderBy(...newestFirst),
        cappedTotal(db, homeworks, where, config.listDepth, newestFirst),
      ]);
      return { rows: rows.map((r) => rowOf(r.homework, r.courseTitle, r)), ...total };
    },

    'homework.review': async ({ body, staff }) => {
      const comment = body.comment.trim();
      if (!comment) throw badRequest('请填写批阅意见');
      const key = toKey(body.id);
      return db.transaction(async (tx) => {
        const [row] = key ? await tx.select().from(homeworks).where(eq(homeworks.id, key)).for('update') : [];
        if (!row) throw notFound('作业');
        if (row.state !== 'pending') throw alreadyHandled();
        const [after] = await tx
          .update(homeworks)
          .set({
            state: 'reviewed',
            reviewComment: comment,
            reviewedBy: staff.loginName,
            reviewedAt: new Date(),
          })
          .where(eq(homeworks.id, row.id))
          .returning();
        if (!after) throw notFound('作业');
        const [named_] = await named(tx).where(eq(homeworks.id, row.id));
        const courseTitle = named_?.courseTitle ?? '';
        await notifyCustomer(
          tx,
          row.customerId,
          '作业已批阅',
          `您在课程“${courseTitle}”提交的作业已批阅。批阅意见：${comment}`,
        );
        await writeAudit(tx, staff, {
          action: '批阅',
          kind: '作业',
          recordId: row.id,
          before: audited(row),
          after: audited(after),
        });
        return rowOf(after, courseTitle, named_ ?? { name: null, phone: '' });
      });
    },
  };
}
