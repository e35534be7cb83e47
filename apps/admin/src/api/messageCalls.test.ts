// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { envelope, mockAdminServer } from '../test/adminServer';
import { createDataProvider } from './createDataProvider';

const server = mockAdminServer();
const provider = () => createDataProvider(server.client());

describe('站内消息 calls', () => {
  it('pages the sent list on the server', async () => {
    server.answer('/messages/sent', envelope({ rows: [], total: 0 }));
    await provider().getList('messages', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'sentAt', order: 'DESC' },
      filter: {},
    });
    expect(server.seen.map((call) => call.query)).toEqual([{ pageNum: '3', pageSize: '20' }]);
  });

  it('sends to one customer and rejects an unknown 手机号 with the server’s message', async () => {
    server.answer('/messages/send', envelope(null, 400, '没有手机号为 13999999999 的用户'));
    const request = { audience: 'one', phone: '13999999999', title: '通知', content: '内容' } as const;
    await expect(provider().sendMessage(request)).rejects.toMatchObject({
      message: '没有手机号为 13999999999 的用户',
    });
    expect(server.seen[0]?.body).toEqual(request);
  });
});
