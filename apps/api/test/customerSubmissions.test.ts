import type { ApiClient } from '@art-portal/api-client';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries } from '../src/db/schema';
import { refusal } from './refusal';
import { startTestServer, type TestServer } from './startTestServer';
import { uploadPicture as upload } from './uploadPicture';

let server: TestServer;
let anon: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = await server.ready();
});
afterAll(() => server?.close());

async function customer(phone: string): Promise<ApiClient> {
  return server.ready(await server.tokenFor(phone));
}

async function openCall(): Promise<{ id: number | string; entryCount: number }> {
  const [open] = (await anon.activities.list({ pageNum: 1, pageSize: 1, status: 1 })).rows;
  if (!open) throw new Error('the seed has no call open for entries');
  return open;
}

async function firstCourse(): Promise<number | string> {
  const [course] = (await anon.courses.list({ pageNum: 1, pageSize: 1 })).rows;
  if (!course) throw new Error('the seed has no course');
  return course.id;
}

describe('who may submit an entry', () => {
  it.each([
    ['13800000001', 'never verified', '您尚未认证，认证通过后才能参与征集。'],
    ['13800000002', 'waiting for review', '您的认证信息正在审核中，审核通过后才能参与征集。'],
    [
      '13800000004',
      'failed review',
      '您的认证未通过审核，请修改认证信息并重新提交，审核通过后才能参与征集。',
    ],
  ])(
    'refuses an entry from %s (%s) with the message the portal shows, and stores nothing',
    async (phone, _state, message) => {
      const api = await customer(phone);
      const open = await openCall();
      const file = await upload(api);
      const error = await refusal(
        api.activities.attend({
          activityId: open.id,
          title: '未认证的投稿',
          description: '',
          fileUrls: [file],
        }),
      );
      expect({ kind: error.kind, code: error.code, message: error.message }).toEqual({
        kind: 'forbidden',
        code: 403,
        message,
      });
      const after = await api.activities.get({ id: open.id });
      expect({ attended: after.attended, entryCount: after.entryCount }).toEqual({
        attended: false,
        entryCount: open.entryCount,
      });
    },
  );

  it('takes comments, check-ins and homework from any logged-in customer, as the portal offers them', async () => {
    const api = await customer('13800000001');
    const courseId = await firstCourse();
    await api.courses.comment({ courseId, content: '还没认证，也能评论' });
    await api.courses.checkIn({ courseId });
    await api.courses.submitHomework({
      courseId,
      content: '还没认证的作业',
      fileUrls: [await upload(api, 'homework.png')],
    });
    const course = await api.courses.get({ id: courseId });
    expect({ checkedIn: course.checkedIn, homeworkSubmitted: course.homeworkSubmitted }).toEqual({
      checkedIn: true,
      homeworkSubmitted: true,
    });
    expect((await anon.courses.listComments({ courseId, pageNum: 1, pageSize: 1 })).rows[0]?.content).toBe(
      '还没认证，也能评论',
    );
  });
});

describe('files of a submission', () => {
  it('accepts only files the customer uploaded under their own directory, in entries and in homework', async () => {
    const api = await customer('13800000003');
    const sign = await api.upload.getSign();
    const own = await upload(api);
    const ownDir = `${sign.host}/${sign.dir}`;
    const customerId = Number(/\/(\d+)\/$/.exec(sign.dir)?.[1]);
    const someoneElses = await upload(await customer('13800000004'));
    const [work] = (await anon.artworks.list({ pageNum: 1, pageSize: 1 })).rows;
    const foreign = [
      '//evil.example/a.png',
      'https://evil.example/a.png',
      `https://evil.example/storage/${sign.dir}a.png`,
      someoneElses,
      `${sign.host}/${sign.dir.replace(`/${customerId}/`, `/${customerId + 1}/`)}a.png`,
      `${server.origin}${work?.cover ?? '/storage/seed/x.jpg'}`,
      work?.cover ?? '/storage/seed/x.jpg',
      `/storage/${sign.dir}a.png`,
      `${ownDir}../../../seed/x.jpg`,
      `${ownDir}%2e%2e/x.png`,
      `${ownDir}`,
      `${ownDir}a.png?x=//evil.example/`,
      `${own}#fragment`,
      ` ${own}`,
      own.replace('127.0.0.1', 'localhost'),
      own.replace(/^http:/, 'https:'),
      'javascript:alert(1)',
    ];
    const open = await openCall();
    const courseId = await firstCourse();
    const message = '只能提交您本人上传的文件，请重新上传';
    for (const url of foreign) {
      const entry = await refusal(
        api.activities.attend({
          activityId: open.id,
          title: '外链作品',
          description: '',
          fileUrls: [own, url],
        }),
      );
      expect({ url, code: entry.code, message: entry.message }).toEqual({ url, code: 400, message });
      const homework = await refusal(
        api.courses.submitHomework({ courseId, content: '作业', fileUrls: [url] }),
      );
      expect({ url, code: homework.code, message: homework.message }).toEqual({ url, code: 400, message });
    }
    expect((await api.activities.get({ id: open.id })).attended).toBe(false);
    expect((await api.courses.get({ id: courseId })).homeworkSubmitted).toBe(false);

    // A draft keeps its files across days: an upload of an earlier day, under the customer's own id, is theirs too.
    const earlier = `${sign.host}/uploads/20260101/${customerId}/draft.png`;
    await api.courses.submitHomework({ courseId, content: '作业', fileUrls: [own, earlier] });
    await api.activities.attend({ activityId: open.id, title: '本人上传', description: '', fileUrls: [own] });
    const [entry] = await server.app.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.activityId, Number(open.id)))
      .orderBy(desc(activityEntries.id))
      .limit(1);
    expect(entry).toMatchObject({ title: '本人上传', cover: own, fileUrls: [own], reviewState: 'pending' });
  });
});
