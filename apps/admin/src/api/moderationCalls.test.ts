// @vitest-environment node
import { ALREADY_HANDLED_MESSAGE } from '@art-portal/api-client/admin';
import { describe, expect, it } from 'vitest';
import { envelope, mockAdminServer } from '../test/adminServer';
import { createDataProvider } from './createDataProvider';

const server = mockAdminServer();
const provider = () => createDataProvider(server.client());

describe('moderation calls', () => {
  it('filters 评论管理 by state and course on the server, ignoring a course that is not a number', async () => {
    server.answer('/comments/list', envelope({ rows: [], total: 0 }));
    await provider().getList('comments', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { state: 'pending', courseId: ' 12 ' },
    });
    await provider().getList('comments', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { courseId: '十二' },
    });
    expect(server.seen.map((call) => call.query)).toEqual([
      { pageNum: '2', pageSize: '20', state: 'pending', courseId: '12' },
      { pageNum: '1', pageSize: '20' },
    ]);
  });

  it('sends 隐藏 with its reason and rejects a decision already made with the server’s 409 message', async () => {
    server.answer('/comments/hide', envelope(null, 409, ALREADY_HANDLED_MESSAGE), 409);
    await expect(provider().hideComment('5', '广告')).rejects.toMatchObject({
      message: ALREADY_HANDLED_MESSAGE,
      status: 409,
    });
    expect(server.seen[0]?.body).toEqual({ id: '5', reason: '广告' });
  });
});
