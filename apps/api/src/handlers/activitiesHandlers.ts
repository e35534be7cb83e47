import { TEXT_LIMITS } from '@art-portal/api-client/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { cappedTotal } from '../db/cappedTotal';
import { pageIds } from '../db/pageIds';
import { isPublic, requirePublic } from '../db/publicRows';
import { activities, activityEntries } from '../db/schema';
import { badRequest, notFound } from '../http/BusinessError';
import { formatTime } from '../http/formatTime';
import { paging, toKey } from '../http/paging';
import { customerFileUrls, storageHost } from './customerUploads';
import { limitText } from './limitText';
import { notifyCustomer, publicName } from './notifyCustomer';
import { requireVerified } from './requireVerified';

const activitySummary = {
  id: activities.id,
  title: activities.title,
  cover: activities.cover,
  summary: activities.summary,
  startTime: activities.startTime,
  endTime: activities.endTime,
  status: activities.status,
  entryCount: activities.entryCount,
};

function activityStatus(status: number): 0 | 1 | 2 | 3 {
  return status === 1 || status === 2 || status === 3 ? status : 0;
}

/** Calls for works, their entries and taking part. */
export function activitiesHandlers({ db, config }: Deps): HandlerSet<ResourceCalls<'activities'>> {
  const findActivity = async (id: number | string) => {
    const key = toKey(id);
    const [found] =
      key === null
        ? []
        : await db
            .select({ ...activitySummary, state: activities.state })
            .from(activities)
            .where(eq(activities.id, key));
    const { state: _state, ...activity } = requirePublic(found, '征集活动');
    return activity;
  };
  const ownFiles = (urls: string[], customerId: number) =>
    customerFileUrls(urls, { host: storageHost(config), customerId });

  return {
    'activities.list': async ({ body }) => {
      const { limit, offset } = paging(body, config.listDepth);
      const where = and(
        isPublic(activities),
        body.status === undefined ? undefined : eq(activities.status, body.status),
      );
      const [rows, total] = await Promise.all([
        db
          .select(activitySummary)
          .from(activities)
          .where(where)
          .orderBy(desc(activities.startTime), desc(activities.id))
          .limit(limit)
          .offset(offset),
        cappedTotal(db, activities, where, config.listDepth, [
          desc(activities.startTime),
          desc(activities.id),
        ]),
      ]);
      return {
        rows: rows.map((r) => ({
          ...r,
          status: activityStatus(r.status),
          entryCount: Number(r.entryCount),
          startTime: formatTime(r.startTime),
          endTime: formatTime(r.endTime),
        })),
        ...total,
      };
    },

    'activities.get': async ({ query, customer }) => {
      const key = toKey(query.id);
      const [found] =
        key === null
          ? []
          : await db
              .select({
                ...activitySummary,
                state: activities.state,
                rules: activities.rules,
                prizes: activities.prizes,
                organizer: activities.organizer,
              })
              .from(activities)
              .where(eq(activities.id, key));
      const { state: _state, ...row } = requirePublic(found, '征集活动');
      const [mine] = customer
        ? await db
            .select({
              id: activityEntries.id,
              title: activityEntries.title,
              reviewState: activityEntries.reviewState,
              reviewReason: activityEntries.reviewReason,
            })
            .from(activityEntries)
            .where(and(eq(activityEntries.customerId, customer.id), eq(activityEntries.activityId, row.id)))
            .limit(1)
        : [];
      return {
        ...row,
        status: activityStatus(row.status),
        entryCount: Number(row.entryCount),
        startTime: formatTime(row.startTime),
        endTime: formatTime(row.endTime),
        attended: mine !== undefined,
        ...(mine
          ? {
              myEntry: {
                id: mine.id,
                title: mine.title,
                reviewState: mine.reviewState,
                reviewReason: mine.reviewState === 'rejected' ? (mine.reviewReason ?? '') : '',
              },
            }
          : {}),
      };
    },

    'activities.listEntries': async ({ body }) => {
      const activity = await findActivity(body.activityId);
      const { limit, offset } = paging(body, config.listDepth);
      const where = and(
        eq(activityEntries.activityId, activity.id),
        eq(activityEntries.reviewState, 'approved'),
      );
      const newestFirst = [desc(activityEntries.createdAt), desc(activityEntries.id)];
      const ids = pageIds(db, activityEntries, activityEntries.id, where, newestFirst, { limit, offset });
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(activityEntries)
          .where(inArray(activityEntries.id, ids))
          .orderBy(...newestFirst),
        cappedTotal(db, activityEntries, where, config.listDepth, newestFirst),
      ]);
      return {
        rows: rows.map(({ id, customerName, title, description, cover, fileUrls, createdAt }) => ({
          id,
          activityId: activity.id,
          customerName,
          title,
          description,
          cover,
          fileUrls,
          createTime: formatTime(createdAt),
        })),
        ...total,
      };
    },

    'activities.getEntry': async ({ query }) => {
      const key = toKey(query.id);
      const [row] =
        key === null
          ? []
          : await db
              .select()
              .from(activityEntries)
              .where(and(eq(activityEntries.id, key), eq(activityEntries.reviewState, 'approved')));
      if (!row) throw notFound('参赛作品');
      const {
        createdAt,
        customerId: _customerId,
        reviewState: _reviewState,
        reviewReason: _reviewReason,
        reviewedBy: _reviewedBy,
        reviewedAt: _reviewedAt,
        ...rest
      } = row;
      return { ...rest, createTime: formatTime(createdAt) };
    },

    'activities.attend': async ({ body, customer }) => {
      requireVerified(customer);
      const activity = await findActivity(body.activityId);
      if (activity.status !== 1) throw badRequest('该征集当前不在投稿期');
      const title = limitText(body.title, TEXT_LIMITS.entryTitle, '作品名称');
      if (!title) throw badRequest('请输入作品名称');
      const description = limitText(body.description, TEXT_LIMITS.entryDescription, '作品说明');
      const fileUrls = ownFiles(body.fileUrls, customer.id);
      if (fileUrls.length === 0) throw badRequest('请上传参赛作品文件');
      const [existing] = await db
        .select({ id: activityEntries.id })
        .from(activityEntries)
        .where(and(eq(activityEntries.activityId, activity.id), eq(activityEntries.customerId, customer.id)));
      if (existing) throw badRequest('您已投稿该征集，请勿重复提交');
      const cover = fileUrls.find((url) => /\.(jpe?g|png|webp|gif|avif)(\?|$)/i.test(url)) ?? activity.cover;
      await db.insert(activityEntries).values({
        activityId: activity.id,
        customerId: customer.id,
        customerName: publicName(customer),
        title,
        description,
        cover,
        fileUrls,
      });
      await notifyCustomer(
        db,
        customer.id,
        '投稿成功',
        `您的作品“${title}”已提交至“${activity.title}”，审核通过后将展示在参赛作品中，请留意评审结果。`,
      );
      return null;
    },
  };
}
