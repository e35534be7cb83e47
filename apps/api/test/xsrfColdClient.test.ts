import { createApiClient, type ApiClient } from '@art-portal/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

/** What went over the wire: every answer's status. */
type Wire = { statuses: number[] };

/** A browser page on the API's origin: the client reads document.cookie, and fetch uses the page's cookie jar. */
function openPage(): Wire & { clearCookies: () => void } {
  const wire: Wire = { statuses: [] };
  let token: string | undefined;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('location', new URL(`${server.origin}/`));
  vi.stubGlobal('document', {
    baseURI: `${server.origin}/`,
    get cookie() {
      return token ? `XSRF-TOKEN=${token}` : '';
    },
  });
  let sent = 0;
  vi.stubGlobal('fetch', async (input: URL, init: RequestInit) => {
    // The browser attaches its cookie when it dispatches the request, after the script's turn, and stores a
    // Set-Cookie as soon as an answer's headers arrive: another answer can change the cookie in between. Answers
    // arrive staggered (0–12 ms apart), as over a real network, so later ones land while earlier calls are resent.
    const stagger = (sent++ % 4) * 4;
    await new Promise((resolve) => setImmediate(resolve));
    const headers = new Headers(init.headers);
    if (token) headers.set('cookie', `XSRF-TOKEN=${token}`);
    const response = await realFetch(input, { ...init, headers });
    await new Promise((resolve) => setTimeout(resolve, stagger));
    token = /XSRF-TOKEN=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? token;
    wire.statuses.push(response.status);
    return response;
  });
  return {
    ...wire,
    clearCookies: () => {
      token = undefined;
    },
  };
}

/** A Node consumer's client, as the README shows it (the client keeps the cookie itself), counting answers. */
function nodeClient(): Wire & { api: ApiClient } {
  const wire: Wire = { statuses: [] };
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: URL, init: RequestInit) => {
    const response = await realFetch(input, init);
    wire.statuses.push(response.status);
    return response;
  });
  return { ...wire, api: createApiClient({ baseURL: server.apiUrl }) };
}

/** Six non-GET calls and three GETs at once, as a page's first render makes them. */
function burst(api: ApiClient): Promise<unknown>[] {
  return [
    api.home.listBanners(),
    api.news.list({ pageNum: 1, pageSize: 5 }),
    api.home.countVisit(),
    api.artworks.list({ pageNum: 1, pageSize: 4 }),
    api.courses.list({ pageNum: 1, pageSize: 4 }),
    api.home.countVisit(),
    api.activities.list({ pageNum: 1, pageSize: 4 }),
    api.artworks.listTypes(),
    api.home.countVisit(),
  ];
}

const refusals = (wire: Wire) => wire.statuses.filter((status) => status === 403).length;

describe('a client without the XSRF-TOKEN cookie making several calls at once', () => {
  it('in a browser page, every call succeeds and at most the first is refused once', async () => {
    for (let visit = 0; visit < 5; visit++) {
      const page = openPage();
      const notified: string[] = [];
      const api = createApiClient({ notify: (_level, message) => notified.push(message) });
      await expect(Promise.all(burst(api))).resolves.toHaveLength(9);
      expect(notified).toEqual([]);
      expect(refusals(page)).toBeLessThanOrEqual(1);
      vi.unstubAllGlobals();
    }
  });

  it('in a browser page whose cookie was cleared, every call succeeds', async () => {
    const page = openPage();
    const api = createApiClient();
    await api.home.countVisit();
    for (let clearing = 0; clearing < 10; clearing++) {
      page.clearCookies();
      await expect(Promise.all(burst(api))).resolves.toHaveLength(9);
    }
  });

  it('in Node, every call succeeds and at most the first is refused once', async () => {
    const node = nodeClient();
    await expect(Promise.all(burst(node.api))).resolves.toHaveLength(9);
    expect(refusals(node)).toBeLessThanOrEqual(1);
    expect(node.statuses).toHaveLength(10);
  });
});
