import { createApiClient, type ApiClient } from '@art-portal/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './startTestServer';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor('13800000001');
});
afterAll(() => server?.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

/** What went over the wire: every answer's status, and the paths of the calls refused as forged. */
type Wire = { statuses: number[]; refused: string[] };

function record(wire: Wire, input: URL | string, status: number): void {
  wire.statuses.push(status);
  if (status === 403) wire.refused.push(new URL(input).pathname);
}

/** A browser page on the API's origin: the client reads document.cookie, and fetch uses the page's cookie jar. */
function openPage(): Wire & { clearCookies: () => void } {
  const wire: Wire = { statuses: [], refused: [] };
  let cookie: string | undefined;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('location', new URL(`${server.origin}/`));
  vi.stubGlobal('document', {
    baseURI: `${server.origin}/`,
    get cookie() {
      return cookie ? `XSRF-TOKEN=${cookie}` : '';
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
    if (cookie) headers.set('cookie', `XSRF-TOKEN=${cookie}`);
    const response = await realFetch(input, { ...init, headers });
    await new Promise((resolve) => setTimeout(resolve, stagger));
    cookie = /XSRF-TOKEN=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? cookie;
    record(wire, input, response.status);
    return response;
  });
  return {
    ...wire,
    clearCookies: () => {
      cookie = undefined;
    },
  };
}

/** A Node consumer's client, as the README shows it (the client keeps the cookie itself), counting answers. */
function nodeClient(): Wire & { api: ApiClient } {
  const wire: Wire = { statuses: [], refused: [] };
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: URL, init: RequestInit) => {
    const response = await realFetch(input, init);
    record(wire, input, response.status);
    return response;
  });
  return { ...wire, api: createApiClient({ baseURL: server.apiUrl, getToken: () => token }) };
}

/** A write first, then six POSTs that only read, three GETs and the write again, all at once. */
function burst(api: ApiClient): Promise<unknown>[] {
  return [
    api.courses.checkIn({ courseId: 1 }),
    api.home.listBanners(),
    api.news.list({ pageNum: 1, pageSize: 5 }),
    api.home.countVisit(),
    api.artworks.list({ pageNum: 1, pageSize: 4 }),
    api.courses.list({ pageNum: 1, pageSize: 4 }),
    api.home.countVisit(),
    api.activities.list({ pageNum: 1, pageSize: 4 }),
    api.artworks.listTypes(),
    api.home.countVisit(),
    api.courses.checkIn({ courseId: 1 }),
  ];
}

const checkInPath = '/portal/course/checkIn';

describe('a client without the XSRF-TOKEN cookie making several calls at once', () => {
  it('in a browser page, every call succeeds and at most the first, a write, is refused once', async () => {
    for (let visit = 0; visit < 5; visit++) {
      const page = openPage();
      const notified: string[] = [];
      const api = createApiClient({
        notify: (_level, message) => notified.push(message),
        getToken: () => token,
      });
      await expect(Promise.all(burst(api))).resolves.toHaveLength(11);
      expect(notified).toEqual([]);
      expect(page.refused.length).toBeLessThanOrEqual(1);
      expect(page.refused.every((path) => path.endsWith(checkInPath))).toBe(true);
      vi.unstubAllGlobals();
    }
  });

  it('in a browser page whose cookie was cleared, every call succeeds', async () => {
    const page = openPage();
    const api = createApiClient({ getToken: () => token });
    await api.home.countVisit();
    for (let clearing = 0; clearing < 10; clearing++) {
      page.clearCookies();
      await expect(Promise.all(burst(api))).resolves.toHaveLength(11);
    }
    expect(page.refused.every((path) => path.endsWith(checkInPath))).toBe(true);
  });

  it('in Node, every call succeeds and only the first, a write, is refused once', async () => {
    const node = nodeClient();
    await expect(Promise.all(burst(node.api))).resolves.toHaveLength(11);
    expect(node.refused).toEqual([new URL(`${server.apiUrl}${checkInPath}`).pathname]);
    expect(node.statuses).toHaveLength(12);
  });
});
