import type { ApiClient } from '@art-portal/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks, productTypes } from '../../src/db/schema';
import { bucketPaths } from '../../src/storage/registerStorage';
import { pyramidReady } from '../../src/storage/tilePyramids';
import { refusal } from '../refusal';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from '../backoffice/startBackOffice';
import { mp4, png, staffUpload } from './staffUpload';

let server: BackOfficeServer;
let editor: StaffBrowser;
let api: ApiClient;
let productType: number;

beforeAll(async () => {
  // The instance's own 定时发布 scheduler runs often, so that a scheduled work is published by it as in production.
  server = await startBackOffice({ READ_CACHE_TTL_MS: '0', PUBLISH_CHECK_MS: '200' });
  editor = await server.sessionFor('editor');
  api = server.portal.client();
  const [type] = await server.db.select({ id: productTypes.id }).from(productTypes).limit(1);
  productType = type?.id ?? 0;
}, 120_000);
afterAll(() => server?.close());

/** Uploads a picture (or any bytes) as the back office does; answers its address in the storage. */
async function stored(bytes: Uint8Array | Promise<Uint8Array>, media = 'picture'): Promise<string> {
  const answer = await staffUpload(editor, server.origin, media, await bytes, 'work.png');
  if (!answer.data) throw new Error(answer.msg);
  return answer.data.path;
}

const keyOf = (path: string) => path.slice('/storage/'.length);

describe('作品 with uploaded pictures', () => {
  it('lists the 作品来源 by the names the portal shows', async () => {
    const sources = await editor.client.artworkSources.list();
    expect(sources.map((source) => source.name)).toEqual(['个人原创', '院校推荐', '机构合作']);
    const chosen = await api.artworks.listInfoTypes();
    expect(sources).toEqual(chosen.map(({ id, name }) => ({ id: Number(id), name })));
  });

  it('新建 with a 封面 and two 作品图片, 发布 and a later save: tile pyramids made without a read, 作品尺寸 from pixels', async () => {
    const cover = await stored(png(400, 300));
    const images = [await stored(png(640, 480)), await stored(png(300, 500))];
    const { renditions } = bucketPaths(server.portal.config.dataDir);
    const sources = await editor.client.artworkSources.list();
    const made = await editor.client.artworks.create({
      title: '上传的山水',
      author: '林晓岚',
      cover,
      images,
      productType,
      productInfoType: sources[1]?.id ?? 0,
      dimensions: '打错的尺寸',
    });
    expect(made).toMatchObject({ state: 'draft', cover, images });
    // A draft's pictures are not tiled: nothing reads them in public yet.
    expect(await pyramidReady(renditions, keyOf(images[0] ?? ''))).toBe(false);

    await editor.client.artworks.publish({ id: made.id, version: made.version });
    // 发布 asked for them, in the background; no public read has happened.
    for (const image of images)
      await expect.poll(() => pyramidReady(renditions, keyOf(image)), { timeout: 15_000 }).toBe(true);

    const work = await api.artworks.get({ id: made.id });
    expect(work.productInfoTypeName).toBe('院校推荐');
    expect(work.dimensions).toBe('640 × 480 像素');
    expect(work.pictures.map(({ url, width, height }) => ({ url, width, height }))).toEqual([
      { url: images[0], width: 640, height: 480 },
      { url: images[1], width: 300, height: 500 },
    ]);
    expect(work.pictures.every((picture) => picture.service !== null)).toBe(true);

    // A save of the 已发布 work with one more picture asks for that one's pyramid too.
    const current = await editor.client.artworks.get({ id: made.id });
    const added = await stored(png(200, 120));
    await editor.client.artworks.update({ ...current, images: [...images, added] });
    await expect.poll(() => pyramidReady(renditions, keyOf(added)), { timeout: 15_000 }).toBe(true);
  });

  it('refuses a 封面 or a 作品图片 that is no stored picture, on 新建 and on 保存, naming it', async () => {
    const cover = await stored(png());
    const clip = await stored(mp4(4096), 'video');
    const missing = '/storage/admin/20260101/000000000000000000000000.png';
    const base = { title: '作品', author: '作者', cover, productType, productInfoType: 1 };
    const message = async (call: Promise<unknown>) => (await refusal(call)).message;

    expect(await message(editor.client.artworks.create({ ...base, cover: clip }))).toBe(
      '封面不是已上传的图片，请重新上传',
    );
    expect(await message(editor.client.artworks.create({ ...base, images: [cover, missing] }))).toBe(
      '第2张作品图片不是已上传的图片，请重新上传',
    );
    // A path that escapes the bucket is refused by the address's own pattern (STORAGE_PATH_PATTERN), before any file.
    expect(
      await message(editor.client.artworks.create({ ...base, images: ['/storage/../config.json'] })),
    ).toBe('作品图片需通过上传添加');

    const made = await editor.client.artworks.create(base);
    expect(made.images).toEqual([cover]);
    expect(await message(editor.client.artworks.update({ ...made, images: [clip] }))).toBe(
      '第1张作品图片不是已上传的图片，请重新上传',
    );
    const [row] = await server.db
      .select()
      .from(artworks)
      .where(eq(artworks.id, Number(made.id)));
    expect(row?.images).toEqual([cover]);
  });

  it('a 定时发布 work joins the portal’s list (its public flag follows) and is tiled, as one published by hand', async () => {
    const cover = await stored(png(240, 160));
    const made = await editor.client.artworks.create({
      title: '定时发布的作品',
      author: '作者',
      cover,
      productType,
      productInfoType: 1,
    });
    await editor.client.artworks.schedule({
      id: made.id,
      version: made.version,
      publishAt: new Date(Date.now() + 60_000).toISOString(),
    });
    // Its time has come: the instance's scheduler publishes it.
    await server.db
      .update(artworks)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(artworks.id, Number(made.id)));
    const { renditions } = bucketPaths(server.portal.config.dataDir);
    await expect.poll(() => pyramidReady(renditions, keyOf(cover)), { timeout: 15_000 }).toBe(true);
    const [row] = await server.db
      .select()
      .from(artworks)
      .where(eq(artworks.id, Number(made.id)));
    expect(row).toMatchObject({ state: 'published', published: true });
    const list = await api.artworks.list({ pageNum: 1, pageSize: 12 });
    expect(list.rows.map((work) => String(work.id))).toContain(made.id);
  });
});

describe('资讯 with an uploaded 封面', () => {
  it('keeps a stored picture and refuses anything else, on 新建 and on 保存', async () => {
    const cover = await stored(png());
    const clip = await stored(mp4(4096), 'video');
    const made = await editor.client.news.create({ title: '有封面的资讯', content: '<p>正文</p>', cover });
    expect(made.cover).toBe(cover);
    const refused = await refusal(
      editor.client.news.create({ title: '资讯', content: '<p>正文</p>', cover: clip }),
    );
    expect([refused.code, refused.message]).toEqual([400, '封面不是已上传的图片，请重新上传']);
    const again = await refusal(
      editor.client.news.update({ ...made, cover: '/storage/admin/20260101/000000000000000000000000.png' }),
    );
    expect(again.message).toBe('封面不是已上传的图片，请重新上传');
    // No 封面 at all is allowed.
    const plain = await editor.client.news.update({ ...made, cover: '' });
    expect(plain.cover).toBe('');
  });
});
