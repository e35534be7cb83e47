import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createApiClient, type ApiClient } from '../src/index';
import { rejection } from './rejection';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;
let api: ApiClient;
let events: string[];
let token: string | null;

function clientOn(baseURL: string): ApiClient {
  return createApiClient({
    baseURL,
    getToken: () => token,
    clearToken: () => {
      token = null;
      events.push('clearToken');
    },
    notify: (level, message) => events.push(`notify ${level} ${message}`),
    closeLoading: () => events.push('closeLoading'),
    onUnauthenticated: () => events.push('onUnauthenticated'),
  });
}

/** A TCP server that reads each request, then does `onRequest` to the socket: a broken HTTP server. */
async function brokenServer(
  onRequest: (socket: Socket) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const tcp = createServer((socket) => {
    sockets.add(socket);
    socket.once('data', () => onRequest(socket));
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const { port } = tcp.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        tcp.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on (connection refused). */
async function closedPort(): Promise<number> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as { port: number };
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  server = await startTestServer();
  api = clientOn(`${server.url}/api`);
});
afterAll(() => server.close());
beforeEach(() => {
  events = [];
  token = 'tok-1';
});

describe('error catalogue (seed-spec §8)', () => {
  test('body code 10001: clear token, show 未登录，请重新登录, close loading, go to login', async () => {
    server.answer(() => ({ body: { code: 10001, msg: '未登录，请重新登录' } }));
    const error = await rejection(api.customer.getInfo());
    expect(error).toMatchObject({
      kind: 'unauthenticated',
      message: '未登录，请重新登录',
      status: 200,
      code: 10001,
      notified: true,
    });
    expect(events).toEqual([
      'clearToken',
      'notify error 未登录，请重新登录',
      'closeLoading',
      'onUnauthenticated',
    ]);
    expect(token).toBeNull();
  });

  test('HTTP 401: clear token, show the server message, go to login', async () => {
    server.answer(() => ({ status: 401, body: { code: 401, msg: '登录已过期' } }));
    const error = await rejection(api.messages.list({ pageNum: 1, pageSize: 10 }));
    expect(error).toMatchObject({
      kind: 'unauthenticated',
      message: '登录已过期',
      status: 401,
      notified: true,
    });
    expect(events).toEqual(['clearToken', 'notify error 登录已过期', 'onUnauthenticated']);
  });

  test('body code 10001 on an error response: clear token, show the server message, go to login', async () => {
    server.answer(() => ({ status: 500, body: { code: 10001, msg: '令牌已失效' } }));
    const error = await rejection(api.customer.getInfo());
    expect(error).toMatchObject({
      kind: 'unauthenticated',
      message: '令牌已失效',
      status: 500,
      code: 10001,
      notified: true,
    });
    expect(events).toEqual(['clearToken', 'notify error 令牌已失效', 'onUnauthenticated']);
  });

  test('HTTP 403 with body code "403": show the server message', async () => {
    server.answer(() => ({ status: 403, body: { code: '403', msg: '请求被拒绝' } }));
    const error = await rejection(api.customer.logout());
    expect(error).toMatchObject({
      kind: 'forbidden',
      message: '请求被拒绝',
      status: 403,
      code: '403',
      notified: true,
    });
    expect(events).toEqual(['notify error 请求被拒绝']);
    expect(token).toBe('tok-1');
  });

  test('body code "403" in a normal response: show the server message', async () => {
    server.answer(() => ({ body: { code: '403', msg: '无权操作' } }));
    const error = await rejection(api.customer.logout());
    expect(error).toMatchObject({
      kind: 'forbidden',
      message: '无权操作',
      status: 200,
      code: '403',
      notified: true,
    });
    expect(events).toEqual(['notify error 无权操作']);
  });

  test('body code 403 as a number in a normal response is forbidden too, as documented', async () => {
    server.answer(() => ({ body: { code: 403, msg: '无权操作' } }));
    const error = await rejection(api.customer.logout());
    expect(error).toMatchObject({
      kind: 'forbidden',
      message: '无权操作',
      status: 200,
      code: 403,
      notified: true,
    });
    expect(events).toEqual(['notify error 无权操作']);
  });

  test('closeLoading is called for body code 10001 in a normal answer only, as documented', async () => {
    const answers = [
      { status: 401, body: { code: 401, msg: '登录已过期' } },
      { status: 403, body: { code: '403', msg: '请求被拒绝' } },
      { status: 500, body: { code: 500, msg: 'x' } },
      { body: { code: 400, msg: '参数错误' } },
    ];
    for (const answer of answers) {
      server.answer(() => answer);
      await rejection(api.customer.getInfo());
    }
    expect(events).not.toContain('closeLoading');
  });

  test('HTTP 412: show the server message', async () => {
    server.answer(() => ({ status: 412, body: { code: 412, msg: '条件不满足' } }));
    const error = await rejection(
      api.activities.attend({ activityId: 1, title: 't', description: '', fileUrls: [] }),
    );
    expect(error).toMatchObject({
      kind: 'precondition',
      message: '条件不满足',
      status: 412,
      code: 412,
      notified: true,
    });
    expect(events).toEqual(['notify error 条件不满足']);
  });

  test('HTTP 409 (a stale save): the server message for the caller to show, nothing notified', async () => {
    server.answer(() => ({ status: 409, body: { code: 409, msg: '此内容已被他人修改，请刷新后再编辑' } }));
    const error = await rejection(api.news.get({ id: 1 }));
    expect(error).toMatchObject({
      kind: 'business',
      message: '此内容已被他人修改，请刷新后再编辑',
      status: 409,
      code: 409,
      notified: false,
    });
    expect(events).toEqual([]);
  });

  test('HTTP 500: show 服务错误，请稍后重试', async () => {
    server.answer(() => ({ status: 500, body: { code: 500, msg: 'NullPointerException' } }));
    const error = await rejection(api.news.get({ id: 1 }));
    expect(error).toMatchObject({
      kind: 'server',
      message: '服务错误，请稍后重试',
      status: 500,
      notified: true,
    });
    expect(events).toEqual(['notify error 服务错误，请稍后重试']);
  });

  test('a response that is not an envelope counts as a server error', async () => {
    server.answer(() => ({ body: '<html>gateway</html>' }));
    const error = await rejection(api.home.countVisit());
    expect(error).toMatchObject({
      kind: 'server',
      message: '服务错误，请稍后重试',
      status: 200,
      notified: true,
    });
    expect(events).toEqual(['notify error 服务错误，请稍后重试']);
  });

  test('no response (connection refused): show 请检查网络连接', async () => {
    const port = await closedPort();
    const error = await rejection(clientOn(`http://127.0.0.1:${port}/api`).news.get({ id: 1 }));
    expect(error).toMatchObject({ kind: 'network', message: '请检查网络连接', notified: true });
    expect(error.status).toBeUndefined();
    expect(events).toEqual(['notify error 请检查网络连接']);
  });

  test('a 502 with an HTML body (a gateway page): show 服务错误，请稍后重试', async () => {
    server.answer(() => ({ status: 502, body: '<html><body>502 Bad Gateway</body></html>' }));
    const error = await rejection(api.customer.logout());
    expect(error).toMatchObject({
      kind: 'server',
      message: '服务错误，请稍后重试',
      status: 502,
      notified: true,
    });
    expect(error.code).toBeUndefined();
    expect(events).toEqual(['notify error 服务错误，请稍后重试']);
  });

  test('an empty 200 body is not an envelope: a server error', async () => {
    server.answer(() => ({ body: '' }));
    const error = await rejection(api.home.listBanners());
    expect(error).toMatchObject({
      kind: 'server',
      message: '服务错误，请稍后重试',
      status: 200,
      notified: true,
    });
  });

  test('the server closes the connection without answering: show 请检查网络连接', async () => {
    const broken = await brokenServer((socket) => socket.destroy());
    try {
      const error = await rejection(clientOn(broken.url).customer.logout());
      expect(error).toMatchObject({ kind: 'network', message: '请检查网络连接', notified: true });
      expect(error.status).toBeUndefined();
      expect(events).toEqual(['notify error 请检查网络连接']);
    } finally {
      await broken.close();
    }
  });

  test('the response is aborted half-way through its body: show 请检查网络连接', async () => {
    const broken = await brokenServer((socket) => {
      socket.write(
        'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"code":200,',
      );
      setTimeout(() => socket.destroy(), 20);
    });
    try {
      const error = await rejection(clientOn(broken.url).news.get({ id: 1 }));
      expect(error).toMatchObject({ kind: 'network', message: '请检查网络连接', notified: true });
      expect(events).toEqual(['notify error 请检查网络连接']);
    } finally {
      await broken.close();
    }
  });

  test('in Node a relative base URL has nothing to resolve against: createApiClient throws and says what to pass', () => {
    for (const baseURL of ['/api', 'api', '']) {
      expect(() => clientOn(baseURL)).toThrow(/absolute baseURL.*createApiClient\(\{ baseURL: 'https?:\/\//);
    }
    expect(() => createApiClient()).toThrow(/"\/api" is relative/);
    expect(events).toEqual([]);
  });

  test.each([
    ['body code 10001', { body: { code: 10001, msg: '未登录，请重新登录' } }],
    ['HTTP 401', { status: 401, body: { code: 401, msg: '登录已过期' } }],
    ['HTTP 403', { status: 403, body: { code: '403', msg: '请求被拒绝' } }],
    ['HTTP 412', { status: 412, body: { code: 412, msg: '条件不满足' } }],
    ['HTTP 500', { status: 500, body: { code: 500, msg: 'x' } }],
  ])('a client without notify never reports notified: %s', async (_row, answer) => {
    server.answer(() => answer);
    const silent = createApiClient({
      baseURL: `${server.url}/api`,
      clearToken: () => events.push('clearToken'),
    });
    const error = await rejection(silent.customer.getInfo());
    expect(error.notified).toBe(false);
  });

  test('a client without notify never reports notified: no response', async () => {
    const port = await closedPort();
    const error = await rejection(
      createApiClient({ baseURL: `http://127.0.0.1:${port}/api` }).news.get({ id: 1 }),
    );
    expect(error).toMatchObject({ kind: 'network', message: '请检查网络连接', notified: false });
  });

  test('a non-200 business code is returned to the caller, not notified', async () => {
    server.answer(() => ({ body: { code: 500, msg: '验证码错误' } }));
    const error = await rejection(api.auth.loginBySms({ phone: '13800000000', code: '000000' }));
    expect(error).toMatchObject({
      kind: 'business',
      message: '验证码错误',
      status: 200,
      code: 500,
      notified: false,
    });
    expect(events).toEqual([]);
    expect(token).toBe('tok-1');
  });
});
