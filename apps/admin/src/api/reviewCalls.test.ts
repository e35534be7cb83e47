// @vitest-environment node
import { ALREADY_HANDLED_MESSAGE } from '@art-portal/api-client/admin';
import { describe, expect, it } from 'vitest';
import { envelope, mockAdminServer } from '../test/adminServer';
import { createDataProvider } from './createDataProvider';

const server = mockAdminServer();
const provider = () => createDataProvider(server.client());

describe('review calls', () => {
  it('filters 投稿审核 by state and call on the server, ignoring a state or call it does not know', async () => {
    server.answer('/entry-reviews/list', envelope({ rows: [], total: 0 }));
    await provider().getList('entries', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { state: 'rejected', activityId: ' 7 ' },
    });
    await provider().getList('entries', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { state: 'deleted', activityId: '七' },
    });
    expect(server.seen.map((call) => call.query)).toEqual([
      { pageNum: '3', pageSize: '20', state: 'rejected', activityId: '7' },
      { pageNum: '1', pageSize: '20' },
    ]);
  });

  it('sends 驳回 with its reason and rejects a decision already made with the server’s 409 message', async () => {
    server.answer('/verification-reviews/reject', envelope(null, 409, ALREADY_HANDLED_MESSAGE), 409);
    await expect(provider().rejectVerification('9', '学号无法核验')).rejects.toMatchObject({
      message: ALREADY_HANDLED_MESSAGE,
      status: 409,
    });
    expect(server.seen[0]?.body).toEqual({ id: '9', reason: '学号无法核验' });
  });
});
