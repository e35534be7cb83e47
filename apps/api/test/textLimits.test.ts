import { TEXT_LIMITS, type ApiClient } from '@art-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './refusal';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = await server.ready(await server.tokenFor('13800000003'));
});
afterAll(() => server?.close());

describe("the text limits the portal's forms apply (TEXT_LIMITS)", () => {
  it('the server takes a text at each limit and refuses one a character over it', async () => {
    const [course] = (await api.courses.list({ pageNum: 1, pageSize: 1 })).rows;
    const [open] = (await api.activities.list({ pageNum: 1, pageSize: 1, status: 1 })).rows;
    if (!course || !open) throw new Error('seed course or open activity missing');
    const text = (length: number) => '长'.repeat(length);
    const comment = (length: number) => api.courses.comment({ courseId: course.id, content: text(length) });
    const homework = (length: number) =>
      api.courses.submitHomework({ courseId: course.id, content: text(length), fileUrls: [] });
    const entry = (title: number, description: number) =>
      refusal(
        api.activities.attend({
          activityId: open.id,
          title: text(title),
          description: text(description),
          fileUrls: [],
        }),
      );

    await expect(comment(TEXT_LIMITS.comment)).resolves.toBeNull();
    expect((await refusal(comment(TEXT_LIMITS.comment + 1))).message).toBe(
      `评论不能超过${TEXT_LIMITS.comment}个字符`,
    );
    await expect(homework(TEXT_LIMITS.homework)).resolves.toBeNull();
    expect((await refusal(homework(TEXT_LIMITS.homework + 1))).message).toBe(
      `作业内容不能超过${TEXT_LIMITS.homework}个字符`,
    );
    // Both texts at their limits pass their checks: the entry is refused for its missing file only.
    expect((await entry(TEXT_LIMITS.entryTitle, TEXT_LIMITS.entryDescription)).message).toBe(
      '请上传参赛作品文件',
    );
    expect((await entry(TEXT_LIMITS.entryTitle + 1, 1)).message).toBe(
      `作品名称不能超过${TEXT_LIMITS.entryTitle}个字符`,
    );
    expect((await entry(1, TEXT_LIMITS.entryDescription + 1)).message).toBe(
      `作品说明不能超过${TEXT_LIMITS.entryDescription}个字符`,
    );
  });

  it('the server takes verification info at each limit and refuses a field a character over its limit', async () => {
    // A customer not yet verified: submitting sets authStatus to 0, which would stop the verified one above from entering.
    const customer = await server.ready(await server.tokenFor('13800000001'));
    const [project] = await customer.customer.listProjects();
    if (!project) throw new Error('seed project missing');
    const text = (length: number) => '长'.repeat(length);
    const info = (name: number, authOrg: number, studentCode: number) =>
      customer.customer.updateInfo({
        name: text(name),
        authProject: project.id,
        authOrg: text(authOrg),
        studentCode: text(studentCode),
      });

    await expect(
      info(TEXT_LIMITS.verificationName, TEXT_LIMITS.authOrg, TEXT_LIMITS.studentCode),
    ).resolves.toBeNull();
    expect((await refusal(info(TEXT_LIMITS.verificationName + 1, 1, 1))).message).toBe(
      `姓名不能超过${TEXT_LIMITS.verificationName}个字符`,
    );
    expect((await refusal(info(1, TEXT_LIMITS.authOrg + 1, 1))).message).toBe(
      `认证机构不能超过${TEXT_LIMITS.authOrg}个字符`,
    );
    expect((await refusal(info(1, 1, TEXT_LIMITS.studentCode + 1))).message).toBe(
      `学号不能超过${TEXT_LIMITS.studentCode}个字符`,
    );
  });
});
