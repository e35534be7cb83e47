import { createAdminClient, type ArtworkRecord } from '@art-portal/api-client/admin';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app/buildApp';
import { buildAdminApp } from '../src/backoffice/buildAdminApp';
import { openStaffSession } from '../src/backoffice/staffSessions';
import type { ApiConfig } from '../src/config/loadConfig';
import { staff } from '../src/db/schema';

type Probe = [name: string, run: () => Promise<unknown>];

/**
 * The back office's calls at scale (issue 53: lists, searches and filters ≤ 50 ms, 发布 or 下线 of one work with its
 * search document, version and log row ≤ 100 ms): its own origin over the bench's database, as the demo editor.
 */
export async function adminProbes(
  app: App,
  config: ApiConfig,
): Promise<{ probes: Probe[]; close: () => Promise<void> }> {
  const admin = await buildAdminApp(config, { database: app.database, logger: false });
  const origin = await admin.listen({ port: 0, host: '127.0.0.1' });
  config.admin.publicUrl = origin;
  const clientOf = async (loginName: string) => {
    const [member] = await app.database.db.select().from(staff).where(eq(staff.loginName, loginName));
    if (!member) throw new Error('bench:scale needs the demo staff');
    const session = await openStaffSession(app.database.db, member.id, {
      address: '127.0.0.1',
      userAgent: 'bench',
    });
    return createAdminClient({
      baseUrl: `${origin}/api`,
      fetch: (input, init = {}) => {
        const headers = new Headers(init.headers);
        headers.set('cookie', `admin_session=${session}`);
        if (init.method && init.method !== 'GET') headers.set('origin', origin);
        return fetch(input, { ...init, headers });
      },
    });
  };
  const client = await clientOf('editor');
  const reviewer = await clientOf('reviewer');
  const page = { pageNum: 1, pageSize: 20 };
  // One demo work, taken down and put back by turns: each run is one 发布 or one 下线.
  let work: ArtworkRecord = await client.artworks.get({ id: '2' });
  const toggle = async () => {
    const request = { id: work.id, version: work.version };
    work =
      work.state === 'published'
        ? await client.artworks.withdraw(request)
        : await client.artworks.publish(request);
  };
  // One demo comment, hidden and shown again by turns: each run is one 隐藏 or one 恢复显示 with its log row and epoch.
  let comment = (await reviewer.comments.list({ ...page, courseId: '1' })).rows.at(-1);
  const hideOrRestore = async () => {
    if (!comment) throw new Error('bench:scale needs a demo comment on course 1');
    comment =
      comment.state === 'hidden'
        ? await reviewer.comments.restore({ id: comment.id })
        : await reviewer.comments.hide({ id: comment.id, reason: 'bench' });
  };
  return {
    probes: [
      ['后台 作品 list page 1', () => client.artworks.list(page)],
      ['后台 作品 list, 已发布', () => client.artworks.list({ ...page, state: 'published' })],
      ['后台 作品 list, 草稿', () => client.artworks.list({ ...page, state: 'draft' })],
      ['后台 作品 标题 search, common (生成)', () => client.artworks.list({ ...page, keyword: '生成' })],
      ['后台 作品 标题 search, rare', () => client.artworks.list({ ...page, keyword: '生成作品 4321' })],
      ['后台 作品 标题 search, no match', () => client.artworks.list({ ...page, keyword: '无此作品名' })],
      ['后台 资讯 list page 1', () => client.news.list(page)],
      ['后台 作品 发布 or 下线 (with its search document, version and log row)', toggle],
      ['后台 评论管理 list page 1', () => reviewer.comments.list(page)],
      ['后台 评论管理, 待审核', () => reviewer.comments.list({ ...page, state: 'pending' })],
      [
        '后台 评论管理, 已隐藏, page 50',
        () => reviewer.comments.list({ pageNum: 50, pageSize: 20, state: 'hidden' }),
      ],
      ['后台 评论管理, one course', () => reviewer.comments.list({ ...page, courseId: '1' })],
      [
        '后台 评论管理, one course, 待审核',
        () => reviewer.comments.list({ ...page, courseId: '1', state: 'pending' }),
      ],
      ['后台 评论 隐藏 or 恢复显示 (with its log row and the content epoch)', hideOrRestore],
    ],
    close: async () => {
      if (work.state !== 'published') await toggle();
      if (comment?.state === 'hidden') await hideOrRestore();
      const closed = admin.close();
      admin.server.closeAllConnections();
      await closed;
    },
  };
}
