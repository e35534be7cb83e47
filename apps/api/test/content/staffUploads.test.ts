import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog } from '../../src/db/schema';
import { refusal } from '../refusal';
import { mp4, png, staffUpload, type UploadAnswer } from './staffUpload';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from '../backoffice/startBackOffice';

let server: BackOfficeServer;
let editor: StaffBrowser;

beforeAll(async () => {
  // Pictures have customers' limit, lowered here so that a refusal needs no large file.
  server = await startBackOffice({ UPLOAD_MAX_BYTES: String(64 * 1024) });
  editor = await server.sessionFor('editor');
}, 120_000);
afterAll(() => server?.close());

type Answer = UploadAnswer;

const upload = (as: StaffBrowser, media: string, bytes: Uint8Array, name: string): Promise<Answer> =>
  staffUpload(as, server.origin, media, bytes, name);

describe('the back office uploads files to the storage', () => {
  it('stores a picture, which a 横幅 may then show, and logs 上传', async () => {
    const answer = await upload(editor, 'picture', await png(), 'banner.png');
    expect(answer.code).toBe(200);
    expect(answer.data?.mime).toBe('image/png');
    const path = answer.data?.path ?? '';
    expect(path).toMatch(/^\/storage\/admin\/\d{8}\/[0-9a-f]{24}\.png$/);
    const served = await fetch(`${server.portal.origin}${path}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    // The same renditions as customers' pictures: a smaller WebP for a browser that takes one.
    const thumb = await fetch(`${server.portal.origin}${path}?x-oss-process=style/thumbnail`, {
      headers: { accept: 'image/webp,*/*' },
    });
    expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/webp']);

    const banner = await editor.client.banners.create({ title: '上传的横幅', imageUrl: path });
    expect(banner.imageUrl).toBe(path);
    const logged = await server.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.action, '上传'), eq(operationLog.loginName, 'editor')));
    expect(logged.map((row) => (row.after as { path: string }).path)).toContain(path);
  });

  it('refuses a file that is not a picture, whatever its name says', async () => {
    const page = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const answer = await upload(editor, 'picture', page, 'photo.png');
    expect([answer.code, answer.msg]).toEqual([400, '不支持的图片格式，仅支持 JPG、PNG、WebP、GIF 格式']);
    // A video is no picture either.
    const clip = await upload(editor, 'picture', mp4(2048), 'clip.png');
    expect(clip.msg).toBe('不支持的图片格式，仅支持 JPG、PNG、WebP、GIF 格式');
  });

  it('refuses a picture over the limit, with the limit', async () => {
    const noise = new Uint8Array(
      await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 256)), {
        raw: { width: 400, height: 400, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    );
    expect(noise.length).toBeGreaterThan(64 * 1024);
    const answer = await upload(editor, 'picture', noise, 'big.png');
    expect([answer.code, answer.msg]).toEqual([400, '文件大小超过限制（图片不超过 64 KB）']);
  });

  it('stores a video, served with its type and by ranges, and a 课程 plays it', async () => {
    const answer = await upload(editor, 'video', mp4(200 * 1024), 'lesson.mp4');
    expect(answer.data).toMatchObject({ mime: 'video/mp4', size: 200 * 1024 });
    const path = answer.data?.path ?? '';
    const part = await fetch(`${server.portal.origin}${path}`, { headers: { range: 'bytes=0-99' } });
    expect([part.status, part.headers.get('content-type'), part.headers.get('content-range')]).toEqual([
      206,
      'video/mp4',
      `bytes 0-99/${200 * 1024}`,
    ]);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const cover = (await upload(editor, 'picture', await png(), 'cover.png')).data?.path ?? '';
    const course = await editor.client.courses.create({ title: '上传的课程', cover, videoUrl: path });
    expect(course.videoUrl).toBe(path);
    const refused = await refusal(editor.client.courses.create({ title: '课程', cover, videoUrl: cover }));
    expect(refused.message).toBe('视频不是已上传的视频，请重新上传');
  });

  it('refuses a video that is not MP4 or WebM, and a form without a file', async () => {
    const answer = await upload(editor, 'video', await png(), 'lesson.mp4');
    expect([answer.code, answer.msg]).toEqual([400, '不支持的视频格式，仅支持 MP4、WebM 格式']);
    const empty = await editor.fetch(`${server.origin}/api/uploads/file?media=video`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await empty.json()) as Answer).msg).toBe('请使用表单上传文件');
  });

  it('refuses a 横幅 whose picture is a stored video, or a path no upload made', async () => {
    const clip = (await upload(editor, 'video', mp4(4096), 'clip.mp4')).data?.path ?? '';
    for (const imageUrl of [clip, '/storage/admin/20260101/000000000000000000000000.png']) {
      const refused = await refusal(editor.client.banners.create({ title: '横幅', imageUrl }));
      expect([refused.code, refused.message]).toEqual([400, '图片不是已上传的图片，请重新上传']);
    }
  });

  it('lets no reviewer upload', async () => {
    const reviewer = await server.sessionFor('reviewer');
    const answer = await upload(reviewer, 'picture', await png(), 'x.png');
    expect([answer.code, answer.msg]).toEqual([403, '无权执行此操作']);
  });
});
