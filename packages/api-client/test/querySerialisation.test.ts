import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from '../src/index';
import { createTransport } from '../src/internal/createTransport';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const queries: Record<string, { query: object; read: Record<string, string> }> = {
  'scalars, zero, empty string and booleans': {
    query: { id: 11, pageNum: 0, keyword: '', on: true, off: false },
    read: { id: '11', pageNum: '0', keyword: '', on: 'true', off: 'false' },
  },
  'null and undefined are left out': { query: { a: undefined, b: null, c: 'kept' }, read: { c: 'kept' } },
  'Chinese, spaces and reserved characters': {
    query: { keyword: '山水 画', q: 'a:b$c,d', r: "!'()*~", s: 'x&y=z+1%', t: '[x]/?#' },
    read: { keyword: '山水 画', q: 'a:b$c,d', r: "!'()*~", s: 'x&y=z+1%', t: '[x]/?#' },
  },
  'keys are encoded too': { query: { 'a b': 1, 'c[d]': 2 }, read: { 'a b': '1', 'c[d]': '2' } },
};

describe("query strings are URLSearchParams of the call's arguments", () => {
  test.each(Object.entries(queries))('%s', async (_, { query, read }) => {
    const baseURL = `${server.url}/api/`;
    await createTransport({ baseURL }).call({ method: 'GET', path: '/portal/q', query });
    const sent = server.requests.at(-1)!;
    expect(sent.url).toBe(`/api/portal/q?${new URLSearchParams(read).toString()}`);
    expect(sent.query).toEqual(read);
  });

  test('through a public call, with the default optional filter left out', async () => {
    const api = createApiClient({ baseURL: `${server.url}/api` });
    await api.auth.sendSmsCode({ phone: '13800000000', code: 'a b+c', codeId: 'id:1,2' });
    const sent = server.requests.at(-1)!;
    expect(sent.url).toBe('/api/auth/code/sendLoginCode?phone=13800000000&code=a+b%2Bc&codeId=id%3A1%2C2');
    expect(sent.query).toEqual({ phone: '13800000000', code: 'a b+c', codeId: 'id:1,2' });
  });

  test('no query, or only empty values, adds no "?"', async () => {
    await createTransport({ baseURL: server.url }).call({
      method: 'GET',
      path: 'portal/home/visit',
      query: { a: undefined },
    });
    expect(server.requests.at(-1)!.url).toBe('/portal/home/visit');
  });
});
