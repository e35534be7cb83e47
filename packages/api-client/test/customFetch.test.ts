import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { routes } from '../src/contract/index';
import { createApiClient } from '../src/index';
import { calls } from './sampleCalls';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.answer(() => ({
    body: {
      code: 200,
      msg: '成功',
      data: {
        accessId: 'a',
        host: `${server.url}/bucket`,
        policy: 'p',
        signature: 's',
        dir: 'd/',
        expire: 0,
      },
    },
  }));
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fetch that adds a tracing header and records what it was asked, as another team's would. */
function tracingFetch() {
  const seen: { url: string; method: string | undefined; signal: unknown }[] = [];
  const platform = globalThis.fetch;
  const traced = (input: string, init: RequestInit): Promise<Response> => {
    seen.push({ url: input, method: init.method, signal: init.signal });
    return platform(input, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'x-trace-id': `t-${seen.length}` },
    });
  };
  return { seen, traced };
}

describe('createApiClient({ fetch })', () => {
  test('every call of the contract goes through the given fetch, never the global one', async () => {
    const { seen, traced } = tracingFetch();
    vi.stubGlobal('fetch', () => Promise.reject(new Error('the global fetch was used')));
    const api = createApiClient({ baseURL: `${server.url}/api`, fetch: traced });
    const before = server.requests.length;
    for (const route of routes) await calls[route.name].call(api);
    const sent = server.requests.slice(before);
    expect(sent).toHaveLength(routes.length);
    expect(sent.map((request) => request.headers['x-trace-id'])).toEqual(
      routes.map((_, index) => `t-${index + 1}`),
    );
    expect(seen.map(({ url, method }) => `${method} ${new URL(url).pathname}`)).toEqual(
      routes.map((r) => `${r.method} /api${r.path}`),
    );
    expect(seen.every(({ signal }) => signal instanceof AbortSignal)).toBe(true);
  });

  test('the upload signature goes through it too', async () => {
    const { seen, traced } = tracingFetch();
    const api = createApiClient({ baseURL: `${server.url}/api`, fetch: traced });
    await api.upload.uploadFile(new Blob(['x']), { fileName: 'a.png' });
    expect(seen.map(({ url }) => new URL(url).pathname)).toEqual(['/api/resource/upload/generateSign']);
  });

  test("it is called as a plain function, so a browser's window.fetch can be passed as it is", async () => {
    const platform = globalThis.fetch;
    function unbound(this: unknown, input: string, init: RequestInit): Promise<Response> {
      if (this !== undefined)
        throw new TypeError("Failed to execute 'fetch' on 'Window': Illegal invocation");
      return platform(input, init);
    }
    await expect(
      createApiClient({ baseURL: `${server.url}/api`, fetch: unbound }).home.countVisit(),
    ).resolves.toBeDefined();
  });

  test('a given fetch that ignores the signal still lets the call be cancelled', async () => {
    const never = (): Promise<Response> => new Promise(() => undefined);
    const api = createApiClient({ baseURL: `${server.url}/api`, fetch: never });
    const controller = new AbortController();
    const call = api.news.get({ id: 1 }, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted', notified: false });
  });
});
