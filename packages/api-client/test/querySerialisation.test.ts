import axios from 'axios';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from '../src/index';
import { createTransport } from '../src/internal/createTransport';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * What axios 1.x (the client's former transport) built for these params, as a browser puts it on the wire:
 * through the URL parser, which also encodes `'` in a query (fetch and XHR alike).
 */
function axiosUrl(baseURL: string, path: string, params: object): string {
  const url = new URL(axios.getUri({ baseURL, url: path, params }));
  return url.pathname + url.search;
}

const queries: Record<string, object> = {
  'scalars, zero, empty string and booleans': { id: 11, pageNum: 0, keyword: '', on: true, off: false },
  'null and undefined are left out': { a: undefined, b: null, c: 'kept' },
  'Chinese, spaces and reserved characters': {
    keyword: '山水 画',
    q: 'a:b$c,d',
    r: "!'()*~",
    s: 'x&y=z+1%',
    t: '[x]/?#',
  },
  'keys are encoded too': { 'a b': 1, 'c[d]': 2 },
  'arrays of scalars as key[], skipping empty items': { ids: [1, '2', null, undefined, 3], none: [] },
  'nested objects and arrays of objects with brackets': {
    f: { g: 1, h: { i: 'j' }, k: [1, 2] },
    l: [{ m: 1 }, { n: 2 }],
  },
  'dates as ISO strings': { at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), days: [new Date(0)] },
};

describe('query strings are built exactly as axios built them', () => {
  test.each(Object.entries(queries))('%s', async (_, query) => {
    const baseURL = `${server.url}/api/`;
    await createTransport({ baseURL }).call({ method: 'GET', path: '/portal/q', query });
    const expected = axiosUrl(baseURL, '/portal/q', query);
    const sent = server.requests.at(-1)!;
    expect(sent.url).toBe(expected);
    expect(sent.query).toEqual(Object.fromEntries(new URL(expected, server.url).searchParams));
  });

  test('through a public call, with the default optional filter left out', async () => {
    const api = createApiClient({ baseURL: `${server.url}/api` });
    await api.auth.sendSmsCode({ phone: '13800000000', code: 'a b+c', codeId: 'id:1,2' });
    const sent = server.requests.at(-1)!;
    expect(sent.url).toBe('/api/auth/code/sendLoginCode?phone=13800000000&code=a+b%2Bc&codeId=id:1,2');
    expect(sent.url).toBe(
      axiosUrl(`${server.url}/api`, '/auth/code/sendLoginCode', {
        phone: '13800000000',
        code: 'a b+c',
        codeId: 'id:1,2',
      }),
    );
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
