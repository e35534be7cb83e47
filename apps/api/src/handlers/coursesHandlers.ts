import { TEXT_LIMITS } from '@art-portal/api-client/contract';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { cappedTotal } from '../db/cappedTotal';
import { pageIds } from '../db/pageIds';
import { isPublic, requirePublic } from '../db/publicRows';
import { courseCheckIns, courseComments, courses, homeworks } from '../db/schema';
import { badRequest, notFound } from '../http/BusinessError';
import { formatTime } from '../http/formatTime';
import { paging, toKey } from '../http/paging';
import { findSensitiveWord } from '../moderation/sensitiveWordMatcher';
import { listDepthOf } from '../search/SearchIndex';
import { customerFileUrls, storageHost } from './customerUploads';
import { limitText } from './limitText';
import { notifyCustomer, publicName } from './notifyCustomer';

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

/** Courses, their comments, check-ins and homework. */
export function coursesHandlers({
  db,
  config,
  readCache,
  views,
  search,
}: Deps): HandlerSet<ResourceCalls<'courses'>> {
  const findCourse = async (id: number | string) => {
    const key = toKey(id);
    const [found] = key === null ? [] : await db.select().from(courses).where(eq(courses.id, key));
    const {
      state: _state,
      publishAt: _at,
      version: _v,
      updatedBy: _by,
      updatedAt: _u,
      ...course
    } = requirePublic(found, '课程');
    return course;
  };
  const ownFiles = (urls: string[], customerId: number) =>
    customerFileUrls(urls, { host: storageHost(config), customerId });

  /** A course as its detail call answers it to everyone, from the read cache: reading never counts a view. */
  const readCourse = async (id: number | string) => {
    const key = toKey(id);
    if (key === null) throw notFound('课程');
    return readCache.read(`courses.get ${key}`, ['courses'], async () => {
      const { createdAt, ...rest } = await findCourse(key);
      return { ...rest, createTime: formatTime(createdAt) };
    });
  };

  return {
    'courses.list': async ({ body }) => {
      const depth = listDepthOf(body.keyword, config.listDepth);
      const { limit, offset } = paging(body, depth);
      const where = and(
        isPublic(courses),
        (await search.filter('courses', sql`${courses.id}`, body.keyword)) ?? undefined,
      );
      const newestFirst = [desc(courses.createdAt), desc(courses.id)];
      const ids = pageIds(db, courses, courses.id, where, newestFirst, { limit, offset });
      const [rows, total] = await Promise.all([
        db
          .select(courseSummary)
          .from(courses)
          .where(inArray(courses.id, ids))
          .orderBy(...newestFirst),
        cappedTotal(db, courses, where, depth, newestFirst),
      ]);
      return {
        rows: rows.map(({ createdAt, ...r }) => ({ ...r, createTime: formatTime(createdAt) })),
        ...total,
      };
    },

    'courses.countView': async ({ query }) => {
      const course = await readCourse(query.id);
      return { viewCount: await views.courses.view(course.id, course.viewCount) };
    },

    'courses.get': async ({ query, customer }) => {
      const course = await readCourse(query.id);
      if (!customer) return { ...course, checkedIn: false, homeworkSubmitted: false };
      const [checkIns, homework] = await Promise.all([
        db
          .select({ n: count() })
          .from(courseCheckIns)
          .where(and(eq(courseCheckIns.courseId, course.id), eq(courseCheckIns.customerId, customer.id))),
        db
          .select({ n: count() })
          .from(homeworks)
          .where(and(eq(homeworks.courseId, course.id), eq(homeworks.customerId, customer.id))),
      ]);
      return {
        ...course,
        checkedIn: (checkIns[0]?.n ?? 0) > 0,
        homeworkSubmitted: (homework[0]?.n ?? 0) > 0,
      };
    },

    'courses.listComments': async ({ query, customer }) => {
      const course = await findCourse(query.courseId);
      const { limit, offset } = paging(query, config.listDepth);
      // The public comments, and the reader's own while they wait for review (审核中).
      const published = eq(courseComments.state, 'published');
      const where = and(
        eq(courseComments.courseId, course.id),
        customer
          ? or(
              published,
              and(eq(courseComments.state, 'pending'), eq(courseComments.customerId, customer.id)),
            )
          : published,
      );
      const [rows, total] = await Promise.all([
        db
          .select({
            id: courseComments.id,
            courseId: courseComments.courseId,
            customerName: courseComments.customerName,
            content: courseComments.content,
            createdAt: courseComments.createdAt,
            state: courseComments.state,
          })
          .from(courseComments)
          .where(where)
          .orderBy(desc(courseComments.createdAt), desc(courseComments.id))
          .limit(limit)
          .offset(offset),
        cappedTotal(db, courseComments, where, config.listDepth, [
          desc(courseComments.createdAt),
          desc(courseComments.id),
        ]),
      ]);
      return {
        rows: rows.map(({ createdAt, state, ...r }) => ({
          ...r,
          createTime: formatTime(createdAt),
          ...(state === 'pending' ? { pending: true } : {}),
        })),
        ...total,
      };
    },

    'courses.comment': async ({ body, customer }) => {
      const course = await findCourse(body.courseId);
      const content = limitText(body.content, TEXT_LIMITS.comment, '评论');
      if (!content) throw badRequest('请输入评论内容');
      // A comment holding a 敏感词 waits for 评论管理; its author alone sees it, marked 审核中.
      const held = await findSensitiveWord(db, content);
      await db.insert(courseComments).values({
        courseId: course.id,
        customerId: customer.id,
        customerName: publicName(customer),
        content,
        state: held ? 'pending' : 'published',
      });
      return null;
    },

    'courses.checkIn': async ({ query, customer }) => {
      const course = await findCourse(query.courseId);
      await db
        .insert(courseCheckIns)
        .values({ courseId: course.id, customerId: customer.id })
        .onConflictDoNothing();
      return null;
    },

    'courses.submitHomework': async ({ body, customer }) => {
      const course = await findCourse(body.courseId);
      const content = limitText(body.content, TEXT_LIMITS.homework, '作业内容');
      const fileUrls = ownFiles(body.fileUrls, customer.id);
      if (!content && fileUrls.length === 0) throw badRequest('请填写作业内容或上传作业文件');
      await db
        .insert(homeworks)
        .values({ courseId: course.id, customerId: customer.id, content, fileUrls })
        .onConflictDoUpdate({
          target: [homeworks.courseId, homeworks.customerId],
          // A new submission waits for 批阅 again.
          set: {
            content,
            fileUrls,
            createdAt: new Date(),
            state: 'pending',
            reviewComment: null,
            reviewedBy: null,
            reviewedAt: null,
          },
        });
      await notifyCustomer(
        db,
        customer.id,
        '作业已提交',
        `您已提交课程“${course.title}”的作业，讲师批阅后会通知您。`,
      );
      return null;
    },
  };
}
