import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Deps, HandlerSet } from '../app/Handlers';
import { activities, activityEntries, courseCheckIns, courseComments, courses, homeworks, messages } from '../db/schema';
import { badRequest, notFound } from '../http/BusinessError';
import { formatTime } from '../http/formatTime';
import { paging, toKey } from '../http/paging';
import { customerFileUrls, storageHost } from './customerUploads';
import { likePattern } from './likePattern';
import { notifyCustomer, publicName } from './notifyCustomer';
import { requireVerified } from './requireVerified';

type LearningCall =
  | 'courses.list'
  | 'courses.get'
  | 'courses.listComments'
  | 'courses.comment'
  | 'courses.checkIn'
  | 'courses.submitHomework'
  | 'activities.list'
  | 'activities.get'
  | 'activities.listEntries'
  | 'activities.getEntry'
  | 'activities.attend'
  | 'messages.list';

const courseSummary = {
  id: courses.id,
  title: courses.title,
  cover: courses.cover,
  lecturer: courses.lecturer,
  summary: courses.summary,
  duration: courses.duration,
  viewCount: courses.viewCount,
  createdAt: courses.createdAt,
};

const entryCount = sql<number>`(select count(*)::int from "activity_entries" as "e" where "e"."activity_id" = "activities"."id")`;

const activitySummary = {
  id: activities.id,
  title: activities.title,
  cover: activities.cover,
  summary: activities.summary,
  startTime: activities.startTime,
  endTime: activities.endTime,
  status: activities.status,
  entryCount,
};

function activityStatus(status: number): 0 | 1 | 2 | 3 {
  return status === 1 || status === 2 || status === 3 ? status : 0;
}

function text(value: string, max: number, label: string): string {
  const trimmed = value.trim();
  if (trimmed.length > max) throw badRequest(`${label}不能超过${max}个字符`);
  return trimmed;
}

/** Courses and their comments, calls for works and their entries, and the customer's messages. */
export function learningHandlers({ db, config, readCache, views }: Deps): HandlerSet<LearningCall> {
  const findCourse = async (id: number | string) => {
    const key = toKey(id);
    const [course] = key === null ? [] : await db.select().from(courses).where(eq(courses.id, key));
    if (!course) throw notFound('课程');
    return course;
  };
  const findActivity = async (id: number | string) => {
    const key = toKey(id);
    const [activity] = key === null ? [] : await db.select(activitySummary).from(activities).where(eq(activities.id, key));
    if (!activity) throw notFound('征集活动');
    return activity;
  };
  const ownFiles = (urls: string[], customerId: number) => customerFileUrls(urls, { host: storageHost(config), customerId });

  return {
    'courses.list': async ({ body }) => {
      const { limit, offset } = paging(body);
      const pattern = likePattern(body.keyword);
      const where = pattern ? or(ilike(courses.title, pattern), ilike(courses.lecturer, pattern)) : undefined;
      const [rows, totals] = await Promise.all([
        db.select(courseSummary).from(courses).where(where).orderBy(desc(courses.createdAt), desc(courses.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(courses).where(where),
      ]);
      return { rows: rows.map(({ createdAt, ...r }) => ({ ...r, createTime: formatTime(createdAt) })), total: totals[0]?.n ?? 0 };
    },

    'courses.get': async ({ query, customer }) => {
      const key = toKey(query.id);
      if (key === null) throw notFound('课程');
      const course = await readCache.read(`courses.get ${key}`, ['courses'], async () => {
        const { createdAt, ...rest } = await findCourse(key);
        return { ...rest, createTime: formatTime(createdAt) };
      });
      const viewCount = await views.courses.view(course.id, course.viewCount);
      if (!customer) return { ...course, viewCount, checkedIn: false, homeworkSubmitted: false };
      const [checkIns, homework] = await Promise.all([
        db.select({ n: count() }).from(courseCheckIns).where(and(eq(courseCheckIns.courseId, course.id), eq(courseCheckIns.customerId, customer.id))),
        db.select({ n: count() }).from(homeworks).where(and(eq(homeworks.courseId, course.id), eq(homeworks.customerId, customer.id))),
      ]);
      return { ...course, viewCount, checkedIn: (checkIns[0]?.n ?? 0) > 0, homeworkSubmitted: (homework[0]?.n ?? 0) > 0 };
    },

    'courses.listComments': async ({ query }) => {
      const course = await findCourse(query.courseId);
      const { limit, offset } = paging(query);
      const where = eq(courseComments.courseId, course.id);
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: courseComments.id,
            courseId: courseComments.courseId,
            customerName: courseComments.customerName,
            content: courseComments.content,
            createdAt: courseComments.createdAt,
          })
          .from(courseComments)
          .where(where)
          .orderBy(desc(courseComments.createdAt), desc(courseComments.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(courseComments).where(where),
      ]);
      return { rows: rows.map(({ createdAt, ...r }) => ({ ...r, createTime: formatTime(createdAt) })), total: totals[0]?.n ?? 0 };
    },

    'courses.comment': async ({ body, customer }) => {
      const course = await findCourse(body.courseId);
      const content = text(body.content, 500, '评论');
      if (!content) throw badRequest('请输入评论内容');
      await db.insert(courseComments).values({ courseId: course.id, customerId: customer.id, customerName: publicName(customer), content });
      return null;
    },

    'courses.checkIn': async ({ query, customer }) => {
      const course = await findCourse(query.courseId);
      await db.insert(courseCheckIns).values({ courseId: course.id, customerId: customer.id }).onConflictDoNothing();
      return null;
    },

    'courses.submitHomework': async ({ body, customer }) => {
      const course = await findCourse(body.courseId);
      const content = text(body.content, 5000, '作业内容');
      const fileUrls = ownFiles(body.fileUrls, customer.id);
      if (!content && fileUrls.length === 0) throw badRequest('请填写作业内容或上传作业文件');
      await db
        .insert(homeworks)
        .values({ courseId: course.id, customerId: customer.id, content, fileUrls })
        .onConflictDoUpdate({ target: [homeworks.courseId, homeworks.customerId], set: { content, fileUrls, createdAt: new Date() } });
      await notifyCustomer(db, customer.id, '作业已提交', `您已提交课程“${course.title}”的作业，讲师批阅后会通知您。`);
      return null;
    },

    'activities.list': async ({ body }) => {
      const { limit, offset } = paging(body);
      const where = body.status === undefined ? undefined : eq(activities.status, body.status);
      const [rows, totals] = await Promise.all([
        db.select(activitySummary).from(activities).where(where).orderBy(desc(activities.startTime), desc(activities.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(activities).where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          ...r,
          status: activityStatus(r.status),
          entryCount: Number(r.entryCount),
          startTime: formatTime(r.startTime),
          endTime: formatTime(r.endTime),
        })),
        total: totals[0]?.n ?? 0,
      };
    },

    'activities.get': async ({ query, customer }) => {
      const key = toKey(query.id);
      const [row] = key === null ? [] : await db.select({ ...activitySummary, rules: activities.rules, prizes: activities.prizes, organizer: activities.organizer }).from(activities).where(eq(activities.id, key));
      if (!row) throw notFound('征集活动');
      const attended = customer
        ? ((await db.select({ n: count() }).from(activityEntries).where(and(eq(activityEntries.activityId, row.id), eq(activityEntries.customerId, customer.id))))[0]?.n ?? 0) > 0
        : false;
      return {
        ...row,
        status: activityStatus(row.status),
        entryCount: Number(row.entryCount),
        startTime: formatTime(row.startTime),
        endTime: formatTime(row.endTime),
        attended,
      };
    },

    'activities.listEntries': async ({ body }) => {
      const activity = await findActivity(body.activityId);
      const { limit, offset } = paging(body);
      const where = eq(activityEntries.activityId, activity.id);
      const [rows, totals] = await Promise.all([
        db.select().from(activityEntries).where(where).orderBy(desc(activityEntries.createdAt), desc(activityEntries.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(activityEntries).where(where),
      ]);
      return {
        rows: rows.map(({ createdAt, customerId: _customerId, ...r }) => ({ ...r, createTime: formatTime(createdAt) })),
        total: totals[0]?.n ?? 0,
      };
    },

    'activities.getEntry': async ({ query }) => {
      const key = toKey(query.id);
      const [row] = key === null ? [] : await db.select().from(activityEntries).where(eq(activityEntries.id, key));
      if (!row) throw notFound('参赛作品');
      const { createdAt, customerId: _customerId, ...rest } = row;
      return { ...rest, createTime: formatTime(createdAt) };
    },

    'activities.attend': async ({ body, customer }) => {
      requireVerified(customer);
      const activity = await findActivity(body.activityId);
      if (activity.status !== 1) throw badRequest('该征集当前不在投稿期');
      const title = text(body.title, 60, '作品名称');
      if (!title) throw badRequest('请输入作品名称');
      const description = text(body.description, 5000, '作品说明');
      const fileUrls = ownFiles(body.fileUrls, customer.id);
      if (fileUrls.length === 0) throw badRequest('请上传参赛作品文件');
      const [existing] = await db
        .select({ id: activityEntries.id })
        .from(activityEntries)
        .where(and(eq(activityEntries.activityId, activity.id), eq(activityEntries.customerId, customer.id)));
      if (existing) throw badRequest('您已投稿该征集，请勿重复提交');
      const cover = fileUrls.find((url) => /\.(jpe?g|png|webp|gif|avif)(\?|$)/i.test(url)) ?? activity.cover;
      await db.insert(activityEntries).values({ activityId: activity.id, customerId: customer.id, customerName: publicName(customer), title, description, cover, fileUrls });
      await notifyCustomer(db, customer.id, '投稿成功', `您的作品“${title}”已提交至“${activity.title}”，请留意评审结果。`);
      return null;
    },

    'messages.list': async ({ body, customer }) => {
      const { limit, offset } = paging(body);
      const where = eq(messages.customerId, customer.id);
      const [rows, totals] = await Promise.all([
        db.select().from(messages).where(where).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(messages).where(where),
      ]);
      const unread = rows.filter((m) => !m.read).map((m) => m.id);
      if (unread.length) await db.update(messages).set({ read: true }).where(and(where, inArray(messages.id, unread)));
      return {
        rows: rows.map((m) => ({ id: m.id, title: m.title, content: m.content, createTime: formatTime(m.createdAt), read: m.read })),
        total: totals[0]?.n ?? 0,
      };
    },
  };
}
