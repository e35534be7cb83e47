import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../src/index';
import { startTestServer, type TestServer } from './testServer';

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
    await createApiClient().customer.updateInfo({ name: '张三', authProject: '7', authOrg: '美院', studentCode: 'S01' });
    const post = server.requests.at(-1)!;
    expect(post.url).toBe('/api/portal/customer/updateInfo');
    expect(post.headers['x-xsrf-token']).toBe('t');
    expect(server.json(post)).toMatchObject({ name: '张三' });
  });
});
