import { isApiError, TEXT_LIMITS, type ApiClient } from '@art-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = await server.ready(await server.tokenFor('13800000003'));
});
afterAll(() => server?.close());

async function message(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  return isApiError(error) ? error.message : 'accepted';
}

describe('the text limits the portal\'s forms apply (TEXT_LIMITS)', () => {
  it('the server takes a text at each limit and refuses one a character over it', async () => {
    const [course] = (await api.courses.list({ pageNum: 1, pageSize: 1 })).rows;
    const [open] = (await api.activities.list({ pageNum: 1, pageSize: 1, status: 1 })).rows;
    if (!course || !open) throw new Error('seed course or open activity missing');
    const text = (length: number) => '长'.repeat(length);
    const comment = (length: number) => message(api.courses.comment({ courseId: course.id, content: text(length) }));
    const homework = (length: number) => message(api.courses.submitHomework({ courseId: course.id, content: text(length), fileUrls: [] }));
    const entry = (title: number, description: number) =>
      message(api.activities.attend({ activityId: open.id, title: text(title), description: text(description), fileUrls: [] }));

    expect(await comment(TEXT_LIMITS.comment)).toBe('accepted');
    expect(await comment(TEXT_LIMITS.comment + 1)).toBe(`评论不能超过${TEXT_LIMITS.comment}个字符`);
    expect(await homework(TEXT_LIMITS.homework)).toBe('accepted');
    expect(await homework(TEXT_LIMITS.homework + 1)).toBe(`作业内容不能超过${TEXT_LIMITS.homework}个字符`);
    // Both texts at their limits pass their checks and the entry is refused for its missing file only.
    expect(await entry(TEXT_LIMITS.entryTitle, TEXT_LIMITS.entryDescription)).toBe('请上传参赛作品文件');
    expect(await entry(TEXT_LIMITS.entryTitle + 1, 1)).toBe(`作品名称不能超过${TEXT_LIMITS.entryTitle}个字符`);
    expect(await entry(1, TEXT_LIMITS.entryDescription + 1)).toBe(`作品说明不能超过${TEXT_LIMITS.entryDescription}个字符`);
  });
});
