import type { ApiClient } from '@art-portal/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks, searchDocuments } from '../../src/db/schema';
import { refusal } from '../refusal';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from '../backoffice/startBackOffice';

let server: BackOfficeServer;
let editor: StaffBrowser;
let api: ApiClient;

beforeAll(async () => {
  server = await startBackOffice({ READ_CACHE_TTL_MS: '0', SITEMAP_PART_SIZE: '10' });
  editor = await server.sessionFor('editor');
  api = server.portal.client();
}, 120_000);
afterAll(() => server?.close());

async function publicState(id: string) {
  const got = await api.artworks.get({ id }).then(
    () => 200,
    (e: { code?: unknown }) => e.code,
  );
  const list = await api.artworks.list({ pageNum: 1, pageSize: 12 });
  const indexed = await server.db
    .select({ id: searchDocuments.recordId })
    .from(searchDocuments)
    .where(eq(searchDocuments.recordId, Number(id)));
  const part = await api.sitemap.getPart({ kind: 'artworks', part: Math.ceil(Number(id) / 10) });
  return {
    get: got,
    listed: list.rows.some((row) => String(row.id) === id),
    indexed: indexed.length > 0,
    inSitemap: part.ids.includes(Number(id)),
  };
}

describe('作品 with pictures', () => {
  it('新建 a 草稿 with its pictures from the storage, 发布, 下线 (410), keeping the public flag in step', async () => {
    const [template] = await server.db.select().from(artworks).limit(1);
    if (!template) throw new Error('the demo has works');
    const made = await editor.client.artworks.create({
      title: '晨雾中的山',
      author: '林晓岚',
      cover: template.cover,
      images: [template.cover, ...template.images.slice(0, 1)],
      productType: template.productType,
      productInfoType: template.productInfoType,
      description: '<p onclick="x()">水墨<script>1</script></p>',
      tags: ['山水', '山水', ' 晨雾 '],
    });
    expect(made).toMatchObject({ state: 'draft', version: 1, tags: ['山水', '晨雾'] });
    expect(made.description).toBe('<p>水墨</p>');
    expect(await publicState(made.id)).toEqual({ get: 404, listed: false, indexed: false, inSitemap: false });

    const live = await editor.client.artworks.publish({ id: made.id, version: made.version });
    const [row] = await server.db
      .select()
      .from(artworks)
      .where(eq(artworks.id, Number(made.id)));
    expect(row).toMatchObject({ state: 'published', published: true });
    expect(await publicState(made.id)).toEqual({ get: 200, listed: true, indexed: true, inSitemap: true });
    // The back office's 标题 search finds a published work through the search index, a draft by its title.
    const found = await editor.client.artworks.list({ pageNum: 1, pageSize: 10, keyword: '晨雾' });
    expect(found.rows.map((r) => r.id)).toEqual([made.id]);
    const draft = await editor.client.artworks.create({ ...made, title: '晨雾中的河' });
    const both = await editor.client.artworks.list({ pageNum: 1, pageSize: 10, keyword: '晨雾中的' });
    expect(both.rows.map((r) => r.id)).toEqual([draft.id, made.id]);
    expect(both.total).toBe(2);

    await editor.client.artworks.withdraw({ id: live.id, version: live.version });
    expect(await publicState(made.id)).toEqual({ get: 410, listed: false, indexed: false, inSitemap: false });
    expect((await refusal(api.artworks.get({ id: made.id }))).message).toBe('作品已下线');
  });

  it('refuses pictures from outside the storage, a missing 作者 and an unknown 作品类别, each by its field', async () => {
    const base = {
      title: '作品',
      author: '作者',
      cover: '/storage/seed/a.png',
      productType: 1,
      productInfoType: 1,
    };
    const message = async (fields: Parameters<typeof editor.client.artworks.create>[0]) =>
      (await refusal(editor.client.artworks.create(fields))).message;
    expect(await message({ ...base, cover: 'https://evil.example/a.png' })).toBe('请上传封面图片');
    expect(await message({ ...base, images: ['javascript:alert(1)'] })).toBe('作品图片需通过上传添加');
    expect(await message({ ...base, author: ' ' })).toBe('请输入作者');
    expect(await message({ ...base, productType: 9999 })).toBe('请选择作品类别');
  });
});
