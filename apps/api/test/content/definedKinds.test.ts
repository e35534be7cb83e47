import type { ApiClient } from '@art-portal/api-client';
import type { AdminClient } from '@art-portal/api-client/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, searchDocuments } from '../../src/db/schema';
import { refusal } from '../refusal';
import { startBackOffice, type BackOfficeServer, type StaffBrowser } from '../backoffice/startBackOffice';

let server: BackOfficeServer;
let editor: StaffBrowser;
let api: ApiClient;
/** A 展厅 that is 已发布 in the seed: the 展品 of this file hang there. */
let seededHallId: number;

beforeAll(async () => {
  // The read cache is on and outlives the test (60 s): what the portal shows after 发布 or 下线 comes from the
  // content epoch every instance watches (each 100 ms here), never from the cache's expiry.
  server = await startBackOffice({ READ_CACHE_TTL_MS: '60000', CONTENT_WATCH_MS: '100' });
  editor = await server.sessionFor('editor');
  api = server.portal.client();
  const halls = await api.exhibitions.listHalls({ pageNum: 1, pageSize: 1 });
  seededHallId = Number(halls.rows[0]?.id);
}, 120_000);
afterAll(() => server?.close());

type KindRecord = Record<string, unknown> & { id: string; version: number; state: string };
type KindCalls = {
  create: (body: Record<string, unknown>) => Promise<KindRecord>;
  update: (body: Record<string, unknown>) => Promise<KindRecord>;
  publish: (body: { id: string; version: number }) => Promise<KindRecord>;
  withdraw: (body: { id: string; version: number }) => Promise<KindRecord>;
  list: (query: Record<string, unknown>) => Promise<{ rows: KindRecord[] }>;
};

/** One kind's calls: the kinds defined as data share one shape (the contract's `contentRoutes`). */
const callsOf = (client: AdminClient, resource: string) =>
  (client as unknown as Record<string, KindCalls>)[resource] as KindCalls;

/** What the portal answers for a record: 200 when it shows it, else the status its page answers (404, 410). */
type PublicProbe = (id: string) => Promise<number>;

/** A probe of a kind with its own page: the page's status (200, 404 before 发布, 410 after 下线). */
const pageStatus =
  (get: (id: string) => Promise<unknown>): PublicProbe =>
  (id) =>
    get(id).then(
      () => 200,
      (e: { code?: number }) => e.code ?? 0,
    );

/** A probe of a kind only listed (横幅, 作品类别, 认证项目): 200 when listed, 404 when not. */
const listed =
  (list: () => Promise<readonly { id: number | string }[]>): PublicProbe =>
  async (id) =>
    (await list()).some((row) => String(row.id) === id) ? 200 : 404;

type KindCase = {
  resource: string;
  label: string;
  /** A new record's form with only what the kind requires (and a hostile rich text where it has one). */
  valid: () => Record<string, unknown>;
  /** A field changed by 保存, and its new value. */
  edit: [string, unknown];
  probe: () => PublicProbe;
  /** What the page answers after 下线: 410 for a kind with a page, 404 (no longer listed) for the others. */
  goneStatus: number;
  /** Forms refused, each with the Chinese message naming its field. */
  refused: [Record<string, unknown>, string][];
};

/** A generated seed picture (drawn when first asked for) and a seed clip: files of the storage. */
const cover = '/storage/seed/flow-7-800x450.jpg';
const video = '/storage/seed/video/course-life.webm';

const cases: KindCase[] = [
  {
    resource: 'activities',
    label: '征集',
    valid: () => ({
      title: '山海数字艺术征集',
      cover,
      startTime: '2026-12-01T00:00:00.000Z',
      endTime: '2027-01-31T00:00:00.000Z',
      status: 1,
      rules: '<p>规则<script>alert(1)</script></p>',
    }),
    edit: ['organizer', '数字艺术中心'],
    probe: () => pageStatus((id) => api.activities.get({ id })),
    goneStatus: 410,
    refused: [
      [
        { cover, startTime: '2026-12-01T00:00:00Z', endTime: '2027-01-01T00:00:00Z', status: 1 },
        '请输入标题',
      ],
      [
        { title: '征集', startTime: '2026-12-01T00:00:00Z', endTime: '2027-01-01T00:00:00Z', status: 1 },
        '请上传封面',
      ],
      [
        {
          title: '征集',
          cover,
          startTime: '2026-12-01T00:00:00Z',
          endTime: '2026-11-01T00:00:00Z',
          status: 1,
        },
        '截止时间应晚于开始时间',
      ],
      [
        {
          title: '征集',
          cover,
          startTime: '2026-12-01T00:00:00Z',
          endTime: '2027-01-01T00:00:00Z',
          status: 7,
        },
        '请选择征集状态',
      ],
      [
        {
          title: '征集',
          cover: 'https://evil.example/x.png',
          startTime: '2026-12-01T00:00:00Z',
          endTime: '2027-01-01T00:00:00Z',
          status: 1,
        },
        '请上传封面',
      ],
    ],
  },
  {
    resource: 'courses',
    label: '课程',
    valid: () => ({ title: '数字绘画入门', cover, videoUrl: video }),
    edit: ['lecturer', '李老师'],
    probe: () => pageStatus((id) => api.courses.get({ id })),
    goneStatus: 410,
    refused: [
      [{ title: '课程', cover }, '请上传视频'],
      [{ title: '长'.repeat(101), cover, videoUrl: cover }, '标题不能超过100个字'],
      [{ title: '课程', cover, videoUrl: cover, duration: -1 }, '时长（秒）应在0到86400之间'],
      // A picture is no video, and a video no 封面: the server reads what each stored file is.
      [{ title: '课程', cover, videoUrl: cover }, '视频不是已上传的视频，请重新上传'],
      [{ title: '课程', cover: video, videoUrl: video }, '封面不是已上传的图片，请重新上传'],
    ],
  },
  {
    resource: 'banners',
    label: '横幅',
    valid: () => ({ title: '冬季特展横幅', imageUrl: cover, link: '/activities' }),
    edit: ['sort', 3],
    probe: () => listed(() => api.home.listBanners()),
    goneStatus: 404,
    refused: [
      [{ title: '横幅' }, '请上传图片'],
      [{ title: '横幅', imageUrl: cover, link: 'javascript:alert(1)' }, '链接应以 / 或 https:// 开头'],
      // Deny by default: an address in the storage that is no stored picture is refused.
      [{ title: '横幅', imageUrl: '/storage/seed/nothing.png' }, '图片不是已上传的图片，请重新上传'],
      [{ title: '横幅', imageUrl: '/storage/../.env' }, '请上传图片'],
      [{ title: '横幅', imageUrl: cover, link: '//evil.example' }, '链接应以 / 或 https:// 开头'],
    ],
  },
  {
    resource: 'categories',
    label: '作品类别',
    valid: () => ({ name: '装置艺术' }),
    edit: ['name', '新媒体装置'],
    probe: () => listed(() => api.artworks.listTypes()),
    goneStatus: 404,
    refused: [
      [{ name: '  ' }, '请输入名称'],
      [{ name: '长'.repeat(21) }, '名称不能超过20个字'],
    ],
  },
  {
    resource: 'projects',
    label: '认证项目',
    valid: () => ({ projectName: '青年艺术家计划' }),
    edit: ['projectName', '青年艺术家扶持计划'],
    probe: () => listed(() => api.customer.listProjects()),
    goneStatus: 404,
    refused: [[{}, '请输入名称']],
  },
  {
    resource: 'exhibitions',
    label: '展厅',
    valid: () => ({ exhibitionId: 1, name: '光影展厅', cover, content: '<p onclick="x()">展厅介绍</p>' }),
    edit: ['description', '光与影的对话'],
    probe: () => pageStatus((id) => api.exhibitions.getHall({ id })),
    goneStatus: 410,
    refused: [
      [{ name: '展厅', cover }, '请输入展览编号'],
      [{ exhibitionId: 0, name: '展厅', cover }, '展览编号应在1到2147483647之间'],
    ],
  },
  {
    resource: 'hallWorks',
    label: '展品',
    valid: () => ({ hallId: seededHallId, title: '星河', image: cover }),
    edit: ['author', '王一'],
    probe: () => listed(async () => (await api.exhibitions.getHall({ id: String(seededHallId) })).works),
    goneStatus: 404,
    refused: [
      [{ title: '展品', image: cover }, '请选择展厅'],
      [{ hallId: 2_000_000_000, title: '展品', image: cover }, '请选择已有的展厅'],
    ],
  },
];

async function logActions(label: string, id: string) {
  const rows = await server.db
    .select({ action: operationLog.action, before: operationLog.before, after: operationLog.after })
    .from(operationLog)
    .where(and(eq(operationLog.kind, label), eq(operationLog.recordId, id)))
    .orderBy(operationLog.id);
  return rows;
}

describe.each(cases)('$label ($resource) from 新建 to 下线', (kind) => {
  let record: KindRecord;
  const calls = () => callsOf(editor.client, kind.resource);

  it('新建 keeps a 草稿 the portal does not show', async () => {
    const probe = kind.probe();
    record = await calls().create(kind.valid());
    expect(record).toMatchObject({ state: 'draft', version: 1, updatedBy: 'editor' });
    for (const value of Object.values(record))
      if (typeof value === 'string') expect(value).not.toMatch(/<script|onclick/i);
    expect(await probe(record.id)).toBe(404);
  });

  it('refuses each bad field with its Chinese message', async () => {
    for (const [body, message] of kind.refused) {
      const refused = await refusal(calls().create(body));
      expect({ code: refused.code, message: refused.message }).toEqual({ code: 400, message });
    }
  });

  it('保存, then a save of the stale version is refused with 409 and nothing it sent is kept', async () => {
    const [field, value] = kind.edit;
    const saved = await calls().update({ ...record, [field]: value });
    expect(saved).toMatchObject({ [field]: value, version: 2, state: 'draft' });
    const response = await editor.fetch(`${server.origin}/api/${kind.resource}/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...kind.valid(), id: record.id, version: record.version }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ msg: '此内容已被他人修改，请刷新后再编辑' });
    const [again] = (await calls().list({ pageNum: 1, pageSize: 5, state: 'draft' })).rows.filter(
      (row) => row.id === record.id,
    );
    expect(again?.version).toBe(2);
    record = saved;
  });

  it('发布 shows it on the portal within the content epoch, 下线 takes it away', async () => {
    const probe = kind.probe();
    // Warm the read cache with the page or list as it is before 发布.
    expect(await probe(record.id)).toBe(404);
    record = await calls().publish({ id: record.id, version: record.version });
    expect(record.state).toBe('published');
    await expect.poll(() => probe(record.id)).toBe(200);
    record = await calls().withdraw({ id: record.id, version: record.version });
    expect(record.state).toBe('withdrawn');
    await expect.poll(() => probe(record.id)).toBe(kind.goneStatus);
  });

  it('writes one 操作日志 row per change, with before and after', async () => {
    const rows = await logActions(kind.label, record.id);
    expect(rows.map((row) => row.action)).toEqual(['新建', '保存', '发布', '下线']);
    const [field, value] = kind.edit;
    expect(rows[1]?.after).toMatchObject({ [field]: value });
    expect(rows[3]).toMatchObject({ before: { state: 'published' }, after: { state: 'withdrawn' } });
  });

  it('refuses a reviewer with 403 and no one with 401', async () => {
    const reviewer = await server.sessionFor('reviewer');
    const asReviewer = await refusal(callsOf(reviewer.client, kind.resource).create(kind.valid()));
    expect({ status: asReviewer.status, message: asReviewer.message }).toEqual({
      status: 403,
      message: '无权执行此操作',
    });
    const anonymous = await refusal(
      callsOf(server.browser().client, kind.resource).list({ pageNum: 1, pageSize: 5 }),
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('a 展品 moved to another 展厅', () => {
  /** The 展品 names the search document of a 展厅 holds. */
  async function hallPhrases(hallId: number) {
    const [row] = await server.db
      .select({ phrases: searchDocuments.phrases })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, 'exhibitions'), eq(searchDocuments.recordId, hallId)));
    return row?.phrases ?? [];
  }

  it('leaves the old 展厅’s search document and joins the new one’s', async () => {
    const halls = await api.exhibitions.listHalls({ pageNum: 1, pageSize: 2 });
    const [from, to] = halls.rows.map((hall) => Number(hall.id));
    if (from === undefined || to === undefined) throw new Error('the seed has two 已发布 展厅');
    const works = callsOf(editor.client, 'hallWorks');
    const title = '迁移中的展品';
    const draft = await works.create({ hallId: from, title, image: cover });
    const live = await works.publish({ id: draft.id, version: draft.version });
    expect(await hallPhrases(from)).toContain(title);
    await works.update({ ...live, hallId: to });
    expect(await hallPhrases(from)).not.toContain(title);
    expect(await hallPhrases(to)).toContain(title);
  });
});
