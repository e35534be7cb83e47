import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes } from '../src/contract/index';
import { createApiClient, type ApiClient } from '../src/index';
import { calls } from './sampleCalls';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  server.answer((request) => ({
    body: { code: 200, msg: '成功', data: { echo: `${request.method} ${request.path}` } },
  }));
  api = createApiClient({ baseURL: `${server.url}/api` });
});
afterAll(() => server.close());

describe('every call of the contract', () => {
  test('the client has exactly one function per route, and nothing else', () => {
    const functions = Object.entries(api).flatMap(([resource, fns]) =>
      Object.keys(fns as object).map((fn) => `${resource}.${fn}`),
    );
    const expected = [...routes.map((r) => r.name), 'upload.uploadFile'];
    expect([...functions].sort()).toEqual([...expected].sort());
    expect(Object.keys(calls).sort()).toEqual(routes.map((r) => r.name).sort());
  });

  test.each(routes.map((r) => [r.name, r] as const))(
    "%s sends the contract's method, path, query and body",
    async (name, route) => {
      const expected = calls[name];
      const before = server.requests.length;
      await expect(expected.call(api)).resolves.toEqual({ echo: `${route.method} /api${route.path}` });
      expect(server.requests).toHaveLength(before + 1);
      const request = server.requests[before]!;
      expect(request.method).toBe(route.method);
      expect(request.path).toBe(`/api${route.path}`);
      expect(request.query).toEqual(expected.query ?? {});
      if (expected.body === undefined) {
        expect(request.rawBody.length).toBe(0);
        expect(request.headers['content-type']).toBeUndefined();
      } else {
        expect(request.headers['content-type']).toMatch(/^application\/json/);
        expect(server.json(request)).toEqual(expected.body);
      }
    },
  );

  test('optional filters left out are not sent', async () => {
    await api.artworks.list({ pageNum: 1, pageSize: 10 });
    expect(server.json(server.requests.at(-1)!)).toEqual({ pageNum: 1, pageSize: 10 });
    await api.customer.updateEmail({ email: 'a@b.cn', code: '1' });
    expect(server.json(server.requests.at(-1)!)).toEqual({ email: 'a@b.cn', code: '1' });
  });

  test("properties beyond the call's fields are not sent, in a body or a query string", async () => {
    const row = { pageNum: 1, pageSize: 10, keyword: '山水', rows: [], extra: 'x' };
    await api.news.list(row);
    expect(server.json(server.requests.at(-1)!)).toEqual({ pageNum: 1, pageSize: 10, keyword: '山水' });
    const article = { id: 7, title: '开幕', content: '<p>…</p>' };
    await api.news.get(article);
    expect(server.requests.at(-1)!.query).toEqual({ id: '7' });
  });

  test('a call that returns nothing resolves to null', async () => {
    server.answer(() => ({ body: { code: 200, msg: '成功' } }));
    await expect(api.customer.logout()).resolves.toBeNull();
    server.answer((request) => ({
      body: { code: 200, msg: '成功', data: { echo: `${request.method} ${request.path}` } },
    }));
  });
});
