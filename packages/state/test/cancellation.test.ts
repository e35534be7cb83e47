import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import { createTestStore } from './support/createTestStore';

/** A real API that never answers, and records the requests whose client went away before the answer. */
type SilentApi = { baseURL: string; received: string[]; abandoned: string[]; close: () => Promise<void> };

let silent: SilentApi | undefined;
afterEach(async () => {
  await silent?.close();
  silent = undefined;
});

async function startSilentApi(): Promise<SilentApi> {
  const received: string[] = [];
  const abandoned: string[] = [];
  const server: Server = createServer((request, response) => {
    const call = `${request.method} ${new URL(request.url ?? '/', 'http://localhost').pathname}`;
    received.push(call);
    response.on('close', () => {
      if (!response.writableFinished) abandoned.push(call);
    });
    request.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    received,
    abandoned,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function setup() {
  silent = await startSilentApi();
  return { ...createTestStore({ baseURL: silent.baseURL }), server: silent };
}

describe("RTK Query's signal reaches the api-client: a query RTK Query cancels closes its request", () => {
  it('abort() on a query in flight', async () => {
    const { server, store, callbacks } = await setup();
    const query = store.dispatch(portalApi.endpoints.newsList.initiate({ pageNum: 1, pageSize: 10 }));
    await vi.waitFor(
      () => expect(server.received).toEqual(['POST /api/portal/resourceInfoColumn/selectPageList']),
      { timeout: 10_000 },
    );
    query.abort();
    await vi.waitFor(
      () => expect(server.abandoned).toEqual(['POST /api/portal/resourceInfoColumn/selectPageList']),
      { timeout: 10_000 },
    );
    expect((await query).isError).toBe(true);
    expect(callbacks.notices).toEqual([]);
  });

  it('a superseded query that no one shows any more, once RTK Query drops its cache entry', async () => {
    const { server, store, callbacks } = await setup();
    // The login dialog asks for an image challenge and closes before it arrives (the entry is kept 0 s).
    const challenge = store.dispatch(portalApi.endpoints.authGetImageCode.initiate());
    await vi.waitFor(() => expect(server.received).toEqual(['GET /api/auth/code/imgCode']), {
      timeout: 10_000,
    });
    challenge.unsubscribe();
    await vi.waitFor(() => expect(server.abandoned).toEqual(['GET /api/auth/code/imgCode']), {
      timeout: 10_000,
    });
    expect(callbacks.notices).toEqual([]);
  });

  it('every query in flight when the API state is reset (the session ended)', async () => {
    const { server, store } = await setup();
    const queries = [
      store.dispatch(portalApi.endpoints.homeListBanners.initiate()),
      store.dispatch(portalApi.endpoints.artworksGet.initiate({ id: 7 })),
    ];
    // A new client sends one call first and the other once it is answered (to learn the XSRF cookie).
    await vi.waitFor(() => expect(server.received).toEqual(['POST /api/portal/banner/selectList']), {
      timeout: 10_000,
    });
    store.dispatch(portalApi.util.resetApiState());
    await vi.waitFor(() => expect(server.abandoned).toEqual(['POST /api/portal/banner/selectList']), {
      timeout: 10_000,
    });
    await Promise.all(queries);
    expect(server.received).toHaveLength(1);
  });
});
