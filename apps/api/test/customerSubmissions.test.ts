import type { ApiClient } from '@art-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    ['13800000004', 'failed review', '您的认证未通过审核，请修改认证信息并重新提交，审核通过后才能参与征集。'],
  ])('refuses an entry from %s (%s) with the message the portal shows, and stores nothing', async (phone, _state, message) => {
    const api = await customer(phone);
    const open = await openCall();
    const file = await upload(api);
    const error = await refusal(api.activities.attend({ activityId: open.id, title: '未认证的投稿', description: '', fileUrls: [file] }));
    expect({ kind: error.kind, code: error.code, message: error.message }).toEqual({ kind: 'forbidden', code: 403, message });
    const after = await api.activities.get({ id: open.id });
    expect({ attended: after.attended, entryCount: after.entryCount }).toEqual({ attended: false, entryCount: open.entryCount });
  });

  it('takes comments, check-ins and homework from any logged-in customer, as the portal offers them', async () => {
    const api = await customer('13800000001');
    const courseId = await firstCourse();
    await api.courses.comment({ courseId, content: '还没认证，也能评论' });
    await api.courses.checkIn({ courseId });
    await api.courses.submitHomework({ courseId, content: '还没认证的作业', fileUrls: [await upload(api, 'homework.png')] });
    const course = await api.courses.get({ id: courseId });
    expect({ checkedIn: course.checkedIn, homeworkSubmitted: course.homeworkSubmitted }).toEqual({ checkedIn: true, homeworkSubmitted: true });
    expect((await anon.courses.listComments({ courseId, pageNum: 1, pageSize: 1 })).rows[0]?.content).toBe('还没认证，也能评论');
  });
});
