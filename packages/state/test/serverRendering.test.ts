import { createApiClient } from '@art-portal/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import { TOKEN_KEY } from '../src/token/createTokenStorage';
import { selectIsLoggedIn, selectIsSessionKnown } from '../src/slices/sessionSlice';
import { loadQueries } from '../src/ssr/loadQueries';
import { seedQueries } from '../src/ssr/seedQueries';
import { ok, startContractServer, type ContractServer } from './support/contractServer';
import { createTestStorages, createTestStore } from './support/createTestStore';
import { activity, banners } from './support/fixtures';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('server rendering', () => {
  it("runs a page's queries on a store of its own and hands their results to the browser's store, which asks none again", async () => {
    server = await startContractServer({
      'POST /portal/banner/selectList': () => ok(banners),
      'GET /portal/pass/activity/selectById': () => ({
        status: 500,
        body: { code: 500, msg: '服务错误，请稍后重试' },
      }),
    });
    const api = createApiClient({ baseURL: server.baseURL });
    const loaded = await loadQueries(api, (dispatch) => {
      void dispatch(portalApi.endpoints.homeListBanners.initiate(undefined, { subscribe: false }));
      void dispatch(
        portalApi.endpoints.activitiesGet.initiate({ id: String(activity.id) }, { subscribe: false }),
      );
    });
    expect(loaded.entries).toEqual([{ endpointName: 'homeListBanners', arg: undefined, value: banners }]);
    expect(loaded.errors.map((error) => error.kind)).toEqual(['server']);

    const browser = createTestStore({ baseURL: server.baseURL, deferBrowserState: true });
    seedQueries(browser.store, JSON.parse(JSON.stringify(loaded.entries)) as typeof loaded.entries);
    const shown = browser.store.dispatch(portalApi.endpoints.homeListBanners.initiate());
    expect((await shown).data).toEqual(banners);
    shown.unsubscribe();
    expect(server.count('POST /portal/banner/selectList')).toBe(1);
    browser.stopListening();
  });

  it("knows nobody until the browser's state is read, then the remembered customer", () => {
    const storages = createTestStorages();
    storages.local.setItem(TOKEN_KEY, 'remembered');
    const { store, restoreBrowserState, stopListening } = createTestStore({
      storages,
      deferBrowserState: true,
    });
    expect([selectIsSessionKnown(store.getState()), selectIsLoggedIn(store.getState())]).toEqual([
      false,
      false,
    ]);
    expect(storages.session.getItem(TOKEN_KEY)).toBeNull();
    restoreBrowserState();
    expect([selectIsSessionKnown(store.getState()), selectIsLoggedIn(store.getState())]).toEqual([
      true,
      true,
    ]);
    expect(storages.session.getItem(TOKEN_KEY)).toBe('remembered');
    stopListening();
  });

  it('asks again, as the remembered customer, for what the server loaded for nobody (已参与)', async () => {
    const seen: (string | undefined)[] = [];
    server = await startContractServer({
      'GET /portal/pass/activity/selectById': (request) => {
        seen.push(request.authorization);
        return ok({ ...activity, attended: request.authorization !== undefined });
      },
    });
    const storages = createTestStorages();
    storages.local.setItem(TOKEN_KEY, 'remembered');
    const browser = createTestStore({ baseURL: server.baseURL, storages, deferBrowserState: true });
    const arg = { id: String(activity.id) };
    seedQueries(browser.store, [
      { endpointName: 'activitiesGet', arg, value: { ...activity, attended: false } },
    ]);
    const shown = browser.store.dispatch(portalApi.endpoints.activitiesGet.initiate(arg));
    expect((await shown).data?.attended).toBe(false);
    expect(seen).toEqual([]);
    browser.restoreBrowserState();
    await vi.waitFor(
      () =>
        expect(portalApi.endpoints.activitiesGet.select(arg)(browser.store.getState()).data?.attended).toBe(
          true,
        ),
      { timeout: 10_000 },
    );
    expect(seen).toEqual(['Bearer remembered']);
    shown.unsubscribe();
    browser.stopListening();
  });
});
