// @vitest-environment node
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { envelope, mockAdminServer } from '../test/adminServer';
import { createDataProvider } from './createDataProvider';

const server = mockAdminServer();
const provider = () => createDataProvider(server.client());

const account = {
  id: '7',
  loginName: 'wang',
  displayName: '小王',
  role: 'editor',
  totpEnabled: false,
  mustChangePassword: true,
  disabled: false,
  locked: false,
  lastLoginAt: null,
  createdAt: '2026-12-05T08:00:00.000Z',
};

describe('createDataProvider', () => {
  it('pages and filters 后台账号 on the server', async () => {
    server.answer('/staff/list', envelope({ rows: [account], total: 41 }));
    const result = await provider().getList('staff', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: ' wang ', role: 'editor' },
    });
    expect(result).toEqual({ data: [account], total: 41 });
    expect(server.seen[0]?.query).toEqual({ pageNum: '3', pageSize: '20', keyword: 'wang', role: 'editor' });
  });

  it('creates an account and keeps its one-time password for the screen to show once', async () => {
    server.answer('/staff/create', envelope({ staff: account, password: 'Once-2026-abc' }));
    const created: { data: unknown } = await provider().create('staff', {
      data: { loginName: 'wang', displayName: '', role: 'editor' },
    });
    expect(created.data).toMatchObject({ id: '7', oneTimePassword: 'Once-2026-abc' });
    expect(server.seen[0]?.body).toEqual({ loginName: 'wang', role: 'editor' });
  });

  it('filters the 操作日志 by person, kind, action and time (sent as instants)', async () => {
    server.answer('/audit/operations', envelope({ rows: [], total: 0 }));
    await provider().getList('operationLogs', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'at', order: 'DESC' },
      filter: { loginName: 'editor', kind: '资讯', action: '发布', from: '2026-12-01T08:00:00.000Z' },
    });
    expect(server.seen[0]?.query).toEqual({
      pageNum: '1',
      pageSize: '20',
      loginName: 'editor',
      kind: '资讯',
      action: '发布',
      from: '2026-12-01T08:00:00.000Z',
    });
  });

  it('says when a list holds more than it can page', async () => {
    server.answer('/audit/logins', envelope({ rows: [], total: 1000, totalCapped: true }));
    const result = await provider().getList('loginLogs', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'at', order: 'DESC' },
      filter: {},
    });
    expect(result.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: true });
  });

  it('rejects with react-admin’s HttpError carrying the server’s message, code and per-field messages', async () => {
    server.answer('/staff/update', envelope(null, 403, '无权执行此操作'), 403);
    const forbidden = await provider()
      .update('staff', { id: '7', data: { role: 'admin' }, previousData: account })
      .catch((error: unknown) => error);
    expect(forbidden).toBeInstanceOf(HttpError);
    expect(forbidden).toMatchObject({ message: '无权执行此操作', status: 403, body: { kind: 'forbidden' } });

    server.answer('/staff/disable', envelope(null, 404, '账号不存在'));
    await expect(provider().disableStaff('99', true)).rejects.toMatchObject({
      message: '账号不存在',
      body: { code: 404 },
    });
  });

  it('saves content with the version it was read at, and passes the stale-version refusal (HTTP 409) on as it is', async () => {
    server.answer('/news/update', { code: 409, msg: '此内容已被他人修改，请刷新后再编辑' }, 409);
    await expect(
      provider().update('news', {
        id: '5',
        data: { title: 'T', content: '<p>正文</p>' },
        previousData: { id: '5', version: 3 },
      }),
    ).rejects.toMatchObject({ message: '此内容已被他人修改，请刷新后再编辑', status: 409 });
    expect(server.seen[0]?.body).toEqual({ id: '5', version: 3, title: 'T', content: '<p>正文</p>' });
  });

  it('puts a refusal that names one field beside that field', async () => {
    server.answer('/news/create', envelope(null, 400, '请输入正文'));
    await expect(
      provider().create('news', { data: { title: 'T', content: '<p></p>' } }),
    ).rejects.toMatchObject({
      message: '请输入正文',
      body: { errors: { content: '请输入正文' } },
    });
  });

  it('lists content by 标题 and 状态, and publishes, withdraws and restores the version on screen', async () => {
    server.answer('/news/list', envelope({ rows: [], total: 0 }));
    await provider().getList('news', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: '开幕', state: 'draft' },
    });
    server.answer('/news/publish', envelope(null));
    await provider().publish('news', '5', 4);
    server.answer('/news/restore', envelope(null));
    await provider().restore('news', '5', 6, 2);
    expect(server.seen.map((request) => [request.path, request.query, request.body])).toEqual([
      ['/news/list', { pageNum: '2', pageSize: '25', keyword: '开幕', state: 'draft' }, undefined],
      ['/news/publish', {}, { id: '5', version: 4 }],
      ['/news/restore', {}, { id: '5', version: 6, from: 2 }],
    ]);
  });

  it("reads a reference's records by id, named by their kind's 标题 (a 展厅's 名称)", async () => {
    server.answer('/exhibitions/get', envelope({ id: '3', name: '序厅 · 光的起源', exhibitionId: 1 }));
    const { data } = await provider().getMany('exhibitions', { ids: [3] });
    expect(data).toEqual([{ id: '3', name: '序厅 · 光的起源', exhibitionId: 1, title: '序厅 · 光的起源' }]);
    expect(server.seen[0]?.query).toEqual({ id: '3' });
  });

  it('offers the 作品来源 by name, all at once, and finds a work’s own among them', async () => {
    const sources = [
      { id: 1, name: '个人原创' },
      { id: 2, name: '院校推荐' },
    ];
    server.answer('/artworkSources/list', envelope(sources));
    const listed = await provider().getList('artworkSources', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(listed).toEqual({ data: sources, total: 2 });
    const { data } = await provider().getMany('artworkSources', { ids: ['2'] });
    expect(data).toEqual([{ id: 2, name: '院校推荐' }]);
  });
});
