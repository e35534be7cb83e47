import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import { startContractServer, ok, type ContractServer, type Route } from './support/contractServer';
import { createTestStore } from './support/createTestStore';
import { banners } from './support/fixtures';

let server: ContractServer | undefined;
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
  await server?.close();
  server = undefined;
});

/** A browser window as far as the store's listeners need one: an event target. */
function stubWindow(): EventTarget {
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  return target;
}

/** Fails with HTTP 500 the first `failures` times (the network is down), then answers `reply`. */
function failingFirst(failures: number, reply: Route): Route {
  let calls = 0;
  return (request) => {
    calls += 1;
    return calls <= failures
      ? { status: 500, body: { code: 500, msg: '服务错误，请稍后重试' } }
      : reply(request);
  };
}

async function setup(routes: Record<string, Route>, refetchOnReconnect?: boolean) {
  server = await startContractServer(routes);
  const test = createTestStore({ baseURL: server.baseURL, refetchOnReconnect });
  stop = test.stopListening;
  return { server, ...test };
}

const BANNERS = 'POST /portal/banner/selectList';
const CHECK_IN = 'POST /portal/course/checkIn';

/** Lets the store see the event and any request it starts reach the server and come back. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('back online', () => {
  it('asks again for a shown query that failed, and shows its answer', async () => {
    const browser = stubWindow();
    const { store, server } = await setup({ [BANNERS]: failingFirst(1, () => ok(banners)) });
    const shown = store.dispatch(portalApi.endpoints.homeListBanners.initiate());
    expect((await shown).isError).toBe(true);

    browser.dispatchEvent(new Event('online'));
    await vi.waitFor(
      () => expect(portalApi.endpoints.homeListBanners.select()(store.getState()).data).toEqual(banners),
      { timeout: 10_000 },
    );
    expect(server.count(BANNERS)).toBe(2);
    shown.unsubscribe();
  });

  it('does not ask for a query nothing shows any more', async () => {
    const browser = stubWindow();
    const { store, server } = await setup({ [BANNERS]: failingFirst(1, () => ok(banners)) });
    const shown = store.dispatch(portalApi.endpoints.homeListBanners.initiate());
    await shown;
    shown.unsubscribe();

    browser.dispatchEvent(new Event('online'));
    await settle();
    expect(server.count(BANNERS)).toBe(1);
  });

  it('never sends a mutation again', async () => {
    const browser = stubWindow();
    const { store, server } = await setup({ [CHECK_IN]: failingFirst(1, () => ok()) });
    const sent = store.dispatch(portalApi.endpoints.coursesCheckIn.initiate({ courseId: 1 }));
    expect('error' in (await sent)).toBe(true);

    browser.dispatchEvent(new Event('online'));
    await settle();
    expect(server.count(CHECK_IN)).toBe(1);
  });

  it.each([
    ['with refetchOnReconnect: false', false, false],
    ['once stopListening was called', true, true],
  ])('stays put %s', async (_, refetchOnReconnect, stop) => {
    const browser = stubWindow();
    const { store, server, stopListening } = await setup(
      { [BANNERS]: failingFirst(1, () => ok(banners)) },
      refetchOnReconnect,
    );
    if (stop) stopListening();
    const shown = store.dispatch(portalApi.endpoints.homeListBanners.initiate());
    await shown;

    browser.dispatchEvent(new Event('online'));
    await settle();
    expect(server.count(BANNERS)).toBe(1);
    shown.unsubscribe();
  });
});
