import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../src/index';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from './testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.answer(() => ({ body: { code: 200, msg: '成功', data: null } }));
});

describe('request headers', () => {
  test('Authorization: Bearer <token> when a token exists, none otherwise', async () => {
    let token: string | null = 'secret-token';
    const api = createApiClient({ baseURL: server.url, getToken: () => token });
    await api.customer.getInfo();
    expect(server.requests.at(-1)!.headers.authorization).toBe('Bearer secret-token');
    token = null;
    await api.customer.getInfo();
    expect(server.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  test('in Node the XSRF-TOKEN cookie is kept and echoed in X-XSRF-TOKEN on non-GET requests', async () => {
    server.answer(() => ({
      body: { code: 200, msg: '成功', data: { codeId: 'c', url: 'data:,' } },
      headers: { 'set-cookie': ['XSRF-TOKEN=xsrf-123; Path=/; SameSite=Lax', 'other=1; Path=/'] },
    }));
    const api = createApiClient({ baseURL: server.url });
    await api.auth.getImageCode();
    expect(server.requests.at(-1)!.headers['x-xsrf-token']).toBeUndefined();
    server.answer(() => ({ body: { code: 200, msg: '成功', data: null } }));
    await api.customer.logout();
    const post = server.requests.at(-1)!;
    expect(post.headers['x-xsrf-token']).toBe('xsrf-123');
    expect(post.headers.cookie).toBe('XSRF-TOKEN=xsrf-123');
    await api.home.countVisit();
    const get = server.requests.at(-1)!;
    expect(get.headers['x-xsrf-token']).toBeUndefined();
    expect(get.headers.cookie).toBe('XSRF-TOKEN=xsrf-123');
  });

  test('getXsrfToken supplies the token; the jar can be turned off', async () => {
    const api = createApiClient({ baseURL: server.url, getXsrfToken: () => 'given', xsrfCookieJar: false });
    await api.courses.checkIn({ courseId: 1 });
    const post = server.requests.at(-1)!;
    expect(post.headers['x-xsrf-token']).toBe('given');
    expect(post.headers.cookie).toBeUndefined();
  });

  test('two clients share nothing', async () => {
    server.answer(() => ({
      body: { code: 200, msg: '成功', data: null },
      headers: { 'set-cookie': 'XSRF-TOKEN=first; Path=/' },
    }));
    const first = createApiClient({ baseURL: server.url, getToken: () => 'a' });
    const second = createApiClient({ baseURL: server.url });
    await first.customer.logout();
    await second.customer.logout();
    const last = server.requests.at(-1)!;
    expect(last.headers.authorization).toBeUndefined();
    expect(last.headers['x-xsrf-token']).toBeUndefined();
    expect(last.headers.cookie).toBeUndefined();
  });
});

describe('in a browser page (document and location present, no cookie jar)', () => {
  /** The globals the client reads in a browser: the page's location, base URI and cookies. */
  function openPage(pageUrl: string, cookie: string): void {
    const location = new URL(pageUrl);
    vi.stubGlobal('location', location);
    vi.stubGlobal('document', { cookie, baseURI: location.href });
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('same origin: the XSRF-TOKEN cookie is echoed in X-XSRF-TOKEN on non-GET requests only', async () => {
    openPage(`${server.url}/index.html#/home`, 'theme=dark; XSRF-TOKEN=tok%2B1; other=2');
    const api = createApiClient({ baseURL: `${server.url}/api` });
    await api.customer.logout();
    const post = server.requests.at(-1)!;
    expect(post.headers['x-xsrf-token']).toBe('tok+1');
    expect(post.headers.cookie).toBeUndefined();
    await api.home.countVisit();
    expect(server.requests.at(-1)!.headers['x-xsrf-token']).toBeUndefined();
  });

  test('no XSRF-TOKEN cookie, or an empty one: no header', async () => {
    openPage(`${server.url}/`, 'MY-XSRF-TOKEN=x; XSRF-TOKEN=');
    await createApiClient({ baseURL: `${server.url}/api` }).customer.logout();
    expect(server.requests.at(-1)!.headers['x-xsrf-token']).toBeUndefined();
  });

  test('another origin: the cookie is never sent there, getXsrfToken is', async () => {
    openPage('http://portal.example/', 'XSRF-TOKEN=page-token');
    await createApiClient({ baseURL: `${server.url}/api` }).customer.logout();
    expect(server.requests.at(-1)!.headers['x-xsrf-token']).toBeUndefined();
    await createApiClient({ baseURL: `${server.url}/api`, getXsrfToken: () => 'given' }).customer.logout();
    expect(server.requests.at(-1)!.headers['x-xsrf-token']).toBe('given');
  });

  test('the default relative base URL /api resolves against the page', async () => {
    openPage(`${server.url}/portal/index.html`, 'XSRF-TOKEN=t');
    await createApiClient().customer.updateInfo({
      name: '张三',
      authProject: '7',
      authOrg: '美院',
      studentCode: 'S01',
    });
    const post = server.requests.at(-1)!;
    expect(post.url).toBe('/api/portal/customer/updateInfo');
    expect(post.headers['x-xsrf-token']).toBe('t');
    expect(server.json(post)).toMatchObject({ name: '张三' });
  });
});

describe('the first non-GET call, before the server has set XSRF-TOKEN', () => {
  const refusal = { code: '403', msg: '请求校验失败，请刷新页面后重试' };

  /** The contract's double-submit check as the reference API does it: set the cookie when missing, refuse a mismatch. */
  function doubleSubmit(request: RecordedRequest, minted = 'minted-1'): Reply {
    const cookie = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
    const headers = cookie ? undefined : { 'set-cookie': `XSRF-TOKEN=${minted}; Path=/; SameSite=Lax` };
    if (request.method !== 'GET' && (!cookie || request.headers['x-xsrf-token'] !== cookie)) {
      return { status: 403, body: refusal, ...(headers && { headers }) };
    }
    return { body: { code: 200, msg: '成功', data: { rows: [], total: 0 } }, ...(headers && { headers }) };
  }

  function hooks(events: string[]) {
    return {
      notify: (level: string, message: string) => events.push(`notify ${level} ${message}`),
      clearToken: () => events.push('clearToken'),
    };
  }

  test('in Node: the refusal sets the cookie, the call is sent once more with it and resolves, nothing notified', async () => {
    server.answer(doubleSubmit);
    const events: string[] = [];
    const api = createApiClient({ baseURL: server.url, ...hooks(events) });
    const before = server.requests.length;
    await expect(api.artworks.list({ pageNum: 1, pageSize: 12 })).resolves.toEqual({ rows: [], total: 0 });
    const [refused, resent, ...rest] = server.requests.slice(before);
    expect(rest).toEqual([]);
    expect(refused!.headers['x-xsrf-token']).toBeUndefined();
    expect(resent!.headers['x-xsrf-token']).toBe('minted-1');
    expect(resent!.headers.cookie).toBe('XSRF-TOKEN=minted-1');
    expect(server.json(resent!)).toEqual({ pageNum: 1, pageSize: 12 });
    expect(events).toEqual([]);
    await api.customer.logout();
    expect(server.requests.length).toBe(before + 3);
  });

  test('a 403 to a request that echoed a token, or to a GET, is not sent again', async () => {
    server.answer(() => ({
      status: 403,
      body: refusal,
      headers: { 'set-cookie': 'XSRF-TOKEN=other; Path=/' },
    }));
    const events: string[] = [];
    const given = createApiClient({ baseURL: server.url, getXsrfToken: () => 'stale', ...hooks(events) });
    let before = server.requests.length;
    await expect(given.customer.logout()).rejects.toMatchObject({ kind: 'forbidden', notified: true });
    expect(server.requests.length).toBe(before + 1);
    before = server.requests.length;
    await expect(createApiClient({ baseURL: server.url }).home.countVisit()).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(server.requests.length).toBe(before + 1);
    expect(events).toEqual([`notify error ${refusal.msg}`]);
  });

  test('a call refused again with a new cookie each time is sent at most three times, then is forbidden', async () => {
    let minted = 0;
    server.answer(() => ({
      status: 403,
      body: refusal,
      headers: { 'set-cookie': `XSRF-TOKEN=new-${++minted}; Path=/` },
    }));
    const before = server.requests.length;
    await expect(createApiClient({ baseURL: server.url }).customer.logout()).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(server.requests.slice(before).map((r) => r.headers['x-xsrf-token'])).toEqual([
      undefined,
      'new-1',
      'new-2',
    ]);
  });

  test('calls of a client without the cookie wait for its first answer and carry the cookie it set', async () => {
    let minted = 0;
    server.answer((request) => doubleSubmit(request, `minted-${++minted}`));
    const api = createApiClient({ baseURL: server.url });
    const before = server.requests.length;
    await expect(
      Promise.all([
        api.home.countVisit(),
        api.artworks.list({ pageNum: 1, pageSize: 2 }),
        api.customer.logout(),
      ]),
    ).resolves.toHaveLength(3);
    const sent = server.requests.slice(before);
    expect(sent.map((r) => [r.method, r.headers.cookie])).toEqual([
      ['GET', undefined],
      ['POST', 'XSRF-TOKEN=minted-1'],
      ['POST', 'XSRF-TOKEN=minted-1'],
    ]);
  });

  test("a 403 that sets no cookie is the catalogue's forbidden row, sent once", async () => {
    server.answer(() => ({ status: 403, body: refusal }));
    const before = server.requests.length;
    await expect(createApiClient({ baseURL: server.url }).customer.logout()).rejects.toMatchObject({
      kind: 'forbidden',
      message: refusal.msg,
      status: 403,
    });
    expect(server.requests.length).toBe(before + 1);
  });

  test('in a browser page: the cookie the refusal set is read from document.cookie and echoed', async () => {
    const page = { cookie: '', baseURI: `${server.url}/` };
    vi.stubGlobal('location', new URL(page.baseURI));
    vi.stubGlobal('document', page);
    try {
      server.answer((request) => {
        if (request.headers['x-xsrf-token'] === 'minted-1')
          return { body: { code: 200, msg: '成功', data: null } };
        page.cookie = 'XSRF-TOKEN=minted-1'; // what the browser does with the refusal's Set-Cookie
        return { status: 403, body: refusal };
      });
      const before = server.requests.length;
      await expect(createApiClient().customer.logout()).resolves.toBeNull();
      expect(server.requests.length).toBe(before + 2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
