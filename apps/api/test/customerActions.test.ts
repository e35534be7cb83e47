import { isApiError, type ApiClient, type ApiError } from '@art-portal/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAccessId, loadStorageSecret, signUpload } from '../src/storage/uploadPolicy';
import { startTestServer, type TestServer } from './startTestServer';
import { uploadPicture } from './uploadPicture';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = await server.ready(await server.tokenFor('13800000003'));
});
afterAll(() => server?.close());

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const png = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#3fa7d6' } })
    .png()
    .toBuffer();

describe('courses', () => {
  it('takes comments, check-ins and homework from a logged-in customer', async () => {
    const [course] = (await api.courses.list({ pageNum: 1, pageSize: 1 })).rows;
    if (!course) throw new Error('no course');
    await api.courses.comment({ courseId: course.id, content: '  这节课的流场示例太棒了！ ' });
    const comments = await api.courses.listComments({ courseId: course.id, pageNum: 1, pageSize: 5 });
    expect(comments.rows[0]).toMatchObject({
      customerName: '张艺然',
      content: '这节课的流场示例太棒了！',
      courseId: course.id,
    });
    expect((await refusal(api.courses.comment({ courseId: course.id, content: '' }))).code).toBe(400);
    expect(
      (await refusal(api.courses.comment({ courseId: course.id, content: '长'.repeat(501) }))).message,
    ).toBe('评论不能超过500个字符');
    expect((await refusal(api.courses.comment({ courseId: 4242, content: '你好' }))).message).toBe(
      '课程不存在',
    );

    expect((await api.courses.get({ id: course.id })).checkedIn).toBe(false);
    await api.courses.checkIn({ courseId: course.id });
    await api.courses.checkIn({ courseId: String(course.id) });
    expect(
      await refusal(
        api.courses.submitHomework({
          courseId: course.id,
          content: '作业',
          fileUrls: ['javascript:alert(1)'],
        }),
      ),
    ).toMatchObject({ message: '只能提交您本人上传的文件，请重新上传' });
    await api.courses.submitHomework({
      courseId: course.id,
      content: '我的第一幅流场作品',
      fileUrls: [await uploadPicture(api)],
    });
    const after = await api.courses.get({ id: course.id });
    expect({ checkedIn: after.checkedIn, homeworkSubmitted: after.homeworkSubmitted }).toEqual({
      checkedIn: true,
      homeworkSubmitted: true,
    });
    const inbox = await api.messages.list({ pageNum: 1, pageSize: 5 });
    expect(inbox.rows[0]?.title).toBe('作业已提交');
  });
});

describe('calls for works', () => {
  it('accepts one entry per customer while a call is open', async () => {
    const [open] = (await api.activities.list({ pageNum: 1, pageSize: 1, status: 1 })).rows;
    const [ended] = (await api.activities.list({ pageNum: 1, pageSize: 1, status: 3 })).rows;
    if (!open || !ended) throw new Error('seed activities missing');
    const file = await api.upload.uploadFile(new Blob([new Uint8Array(await png())], { type: 'image/png' }), {
      fileName: 'entry.png',
    });
    await api.activities.attend({
      activityId: open.id,
      title: '城市流光',
      description: '<p>夜色中的城市脉搏</p>',
      fileUrls: [file],
    });
    // It waits for 投稿审核: attended, but not counted or listed until 通过 (test/reviews/ covers the review).
    const detail = await api.activities.get({ id: open.id });
    expect({ attended: detail.attended, entryCount: detail.entryCount }).toEqual({
      attended: true,
      entryCount: open.entryCount,
    });
    expect(detail.myEntry).toMatchObject({ title: '城市流光', reviewState: 'pending' });
    expect(
      (
        await refusal(
          api.activities.attend({
            activityId: open.id,
            title: '再投一件',
            description: '',
            fileUrls: [file],
          }),
        )
      ).message,
    ).toBe('您已投稿该征集，请勿重复提交');
    expect(
      (
        await refusal(
          api.activities.attend({
            activityId: ended.id,
            title: '迟到的作品',
            description: '',
            fileUrls: [file],
          }),
        )
      ).message,
    ).toBe('该征集当前不在投稿期');
    expect((await (await server.ready()).activities.get({ id: open.id })).attended).toBe(false);
  });
});

describe('uploads and pictures', () => {
  it('signs a policy, stores the file and serves it with picture styles', async () => {
    const sign = await api.upload.getSign();
    expect(sign).toMatchObject({ accessId: localAccessId, host: `${server.origin}/storage` });
    expect(sign.dir).toMatch(/^uploads\/\d{8}\/\d+\/$/);
    expect(sign.expire).toBeGreaterThan(Date.now() / 1000);
    const bytes = await png();
    const url = await api.upload.uploadFile(new Blob([new Uint8Array(bytes)], { type: 'image/png' }), {
      fileName: '作品.png',
    });
    expect(url.startsWith(`${sign.host}/${sign.dir}`)).toBe(true);
    const original = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(original.equals(bytes)).toBe(true);
    const thumb = await fetch(`${url}?x-oss-process=style/thumbnail`);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(200);
    const unknown = Buffer.from(await (await fetch(`${url}?x-oss-process=style/huge`)).arrayBuffer());
    expect(unknown.equals(bytes)).toBe(true);
  });

  it('refuses a wrong signature, an expired policy, a key outside the directory and an oversized file', async () => {
    const secret = await loadStorageSecret(server.app.database.db, null);
    const host = `${server.origin}/storage`;
    const post = async (
      sign: ReturnType<typeof signUpload>,
      key: string,
      size: number,
      signature = sign.signature,
    ) => {
      const form = new FormData();
      form.append('key', key);
      form.append('policy', sign.policy);
      form.append('OSSAccessKeyId', sign.accessId);
      form.append('signature', signature);
      form.append('success_action_status', '200');
      const pdf = new Uint8Array(size);
      pdf.set(Buffer.from('%PDF-1.4\n').subarray(0, size));
      form.append('file', new Blob([pdf]), 'f.bin');
      const response = await fetch(host, { method: 'POST', body: form });
      return { status: response.status, body: await response.text() };
    };
    const good = signUpload({ secret, accessId: localAccessId, host, dir: 'uploads/test/', maxBytes: 1000 });
    expect((await post(good, 'uploads/test/ok.bin', 1000)).status).toBe(200);
    expect(await post(good, 'uploads/test/bad-sig.bin', 10, 'AAAA')).toMatchObject({
      status: 403,
      body: expect.stringContaining('上传签名无效') as unknown,
    });
    const expired = signUpload({
      secret,
      accessId: localAccessId,
      host,
      dir: 'uploads/test/',
      maxBytes: 1000,
      now: Date.now() - 3600_000,
    });
    expect(await post(expired, 'uploads/test/late.bin', 10)).toMatchObject({
      status: 403,
      body: expect.stringContaining('上传凭证已过期') as unknown,
    });
    for (const key of ['uploads/other/x.bin', 'uploads/test/../../escape.bin', 'uploads/test/']) {
      expect((await post(good, key, 10)).status).toBe(403);
    }
    expect((await post(good, 'uploads/test/big.bin', 1001)).status).toBe(413);
    expect((await fetch(`${host}/uploads/test/big.bin`)).status).toBe(404);
    expect((await fetch(`${host}/uploads/test/%2e%2e/%2e%2e/%2e%2e/package.json`)).status).toBe(404);
  });

  it('draws the seeded pictures and renders each style', async () => {
    const [work] = (await api.artworks.list({ pageNum: 1, pageSize: 1 })).rows;
    if (!work) throw new Error('no artwork');
    const original = await fetch(new URL(work.cover, server.origin));
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const full = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    const small = await fetch(new URL(`${work.cover}?x-oss-process=style/imgsmall`, server.origin));
    const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(Math.round((480 / (full.width ?? 1)) * (full.height ?? 0)));
  });
});
