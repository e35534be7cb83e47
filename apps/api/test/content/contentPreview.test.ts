import type { NewsRecord } from '@art-portal/api-client/admin';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/loadConfig';
import { loadPortalRenderer, type LoadedPortal } from '../../src/portal/loadPortalRenderer';
import { refusal } from '../refusal';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from '../backoffice/startBackOffice';

/*
 * A stand-in for the portal's server build: a page that reads its record from the public API through the fetch it
 * was given (in process, as the real renderer does), and carries scripts like the real one.
 */
const standInBuild = `export const entry = { module: { createPortalRenderer: (_build, { fetch, apiBaseUrl, cachePages }) =>
  async (request) => {
    const url = new URL(request.url);
    const call = url.pathname === '/news/detail' ? '/portal/resourceInfoColumn/getInfo' : '/portal/production/getInfo';
    const body = await (await fetch(apiBaseUrl + call + '?id=' + url.searchParams.get('id'))).json();
    const title = body.code === 200 ? body.data.title : '页面不存在 ' + body.code;
    return new Response('<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
      '<link rel="modulepreload" href="/assets/page.js"><title>' + title + '</title></head><body><h1>' + title +
      '</h1><p>cachePages=' + cachePages + '</p><script type="module">import("/assets/page.js")</script></body></html>',
      { status: body.code === 200 ? 200 : body.code, headers: { 'content-type': 'text/html; charset=utf-8' } });
  } } };`;

let server: BackOfficeServer;
let portal: LoadedPortal;
let editor: StaffBrowser;
let draft: NewsRecord;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'art-portal-preview-'));
  await writeFile(join(dir, 'index.mjs'), standInBuild);
  // Nothing listens on port 9: the renderer's reads can only be answered in process.
  const rendererConfig = loadConfig({ DATA_DIR: dir, PORT: '9', WARM_SEED_IMAGES: '0', LOG_LEVEL: 'warn' });
  const loaded = await loadPortalRenderer(rendererConfig, { PORTAL_SERVER: join(dir, 'index.mjs') });
  if (!loaded) throw new Error('the stand-in renderer did not load');
  portal = loaded;
  // The read cache on (5 s): a 预览 must neither read a public answer from it nor leave a draft in it.
  server = await startBackOffice({ READ_CACHE_TTL_MS: '5000' }, { renderPreview: portal.renderPreview });
  portal.readThrough(server.portal.app);
  editor = await server.sessionFor('editor');
  draft = await editor.client.news.create({ title: '预览中的草稿资讯', content: '<p>正文</p>' });
}, 120_000);
afterAll(() => server?.close());

const publicPage = async (id: string) =>
  (await portal.render(new Request(`http://portal.test/news/detail?id=${id}`))).text();

describe('预览', () => {
  it('renders a 草稿 through the portal renderer for the session that asked, script-free, noindex and never cached', async () => {
    expect(await publicPage(draft.id)).toContain('页面不存在 404');
    const { url } = await editor.client.news.preview({ id: draft.id });
    expect(url.startsWith(`${server.origin}/preview/news/${draft.id}?key=`)).toBe(true);

    const response = await editor.fetch(url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>预览中的草稿资讯</h1>');
    expect(html).toContain('cachePages=false');
    expect(html).not.toMatch(/<script|modulepreload/i);
    expect(html).toContain(`<base href="${new URL(server.portal.config.publicUrl).origin}/">`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
  });

  it('leaves the public answers as they were: the draft is still 不存在 to the public and its page', async () => {
    const { url } = await editor.client.news.preview({ id: draft.id });
    await editor.fetch(url);
    await expect(server.portal.client().news.get({ id: draft.id })).rejects.toMatchObject({ code: 404 });
    expect(await publicPage(draft.id)).toContain('页面不存在 404');
  });

  it('shows what was saved last, also for a record already published', async () => {
    const published = await editor.client.news.publish({ id: draft.id, version: draft.version });
    expect(await publicPage(draft.id)).toContain('<h1>预览中的草稿资讯</h1>');
    await editor.client.news.withdraw({ id: draft.id, version: published.version });
    const { url } = await editor.client.news.preview({ id: draft.id });
    const html = await (await editor.fetch(url)).text();
    expect(html).toContain('<h1>预览中的草稿资讯</h1>');
    // Every instance empties its read cache within 1 s of a 下线 (the content epoch).
    await expect
      .poll(() =>
        server.portal
          .client()
          .news.get({ id: draft.id })
          .then(
            () => 200,
            (e: { code: number }) => e.code,
          ),
      )
      .toBe(410);
  });

  it('opens only for the session whose key the address carries', async () => {
    const { url } = await editor.client.news.preview({ id: draft.id });
    const otherSession = await server.sessionFor('editor');
    const other = await otherSession.fetch(url);
    expect(other.status).toBe(403);
    expect(await other.text()).toContain('这个预览地址属于另一次登录');
    expect(other.headers.get('cache-control')).toBe('no-store');

    const anonymous = await server.browser().fetch(url);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toContain('请先登录');

    const reviewer = await server.sessionFor('reviewer');
    const refused = await reviewer.fetch(url);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('无权执行此操作');

    const tampered = await editor.fetch(url.replace(`/news/${draft.id}?`, `/artworks/${draft.id}?`));
    expect(tampered.status).toBe(403);
    expect((await editor.fetch(`${server.origin}/preview/pages/${draft.id}?key=x`)).status).toBe(404);
  });

  it('renders a 作品 taken down too, and refuses a record that does not exist', async () => {
    const [work] = (await editor.client.artworks.list({ pageNum: 1, pageSize: 1, state: 'published' })).rows;
    if (!work) throw new Error('no demo work');
    await editor.client.artworks.withdraw({ id: work.id, version: work.version });
    await expect
      .poll(() =>
        server.portal
          .client()
          .artworks.get({ id: work.id })
          .then(
            () => 200,
            (e: { code: number }) => e.code,
          ),
      )
      .toBe(410);
    const { url } = await editor.client.artworks.preview({ id: work.id });
    const html = await (await editor.fetch(url)).text();
    expect(html).toContain(`<h1>${work.title}</h1>`);
    expect(await refusal(editor.client.news.preview({ id: '2147483000' }))).toMatchObject({
      message: '资讯不存在',
    });
  });

  it('refuses with its reason where this process does not render the portal', async () => {
    const bare = await startBackOffice();
    try {
      const as = await bare.sessionFor('editor');
      expect(await refusal(as.client.news.preview({ id: '1' }))).toMatchObject({
        message: '此实例没有加载门户的页面渲染，暂时无法预览',
      });
    } finally {
      await bare.close();
    }
  });
});
