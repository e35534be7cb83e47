import { describe, expect, it } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import { setBreadcrumb, selectBreadcrumb } from '../src/slices/breadcrumbSlice';
import { selectIsMobile, setMobile } from '../src/slices/deviceSlice';
import { loggedIn, selectIsLoggedIn } from '../src/slices/sessionSlice';
import { selectUserInfo } from '../src/user/selectUserInfo';
import { createTestStorages, createTestStore } from './support/createTestStore';
import { pendingUserInfo } from './support/fixtures';
import { waitForBootstrap } from './support/waitForBootstrap';

/** The blob under `persist:art-portal`, each slice decoded (redux-persist stringifies them one by one). */
function readPersisted(storage: Storage): Record<string, unknown> {
  const raw = storage.getItem('persist:art-portal');
  expect(raw).not.toBeNull();
  const outer = JSON.parse(raw ?? '{}') as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([key, value]) => [key, JSON.parse(value) as unknown]));
}

describe('persistence', () => {
  it('writes only breadcrumb, device and user under persist:art-portal', async () => {
    const { store, persistor, storages } = createTestStore();
    await waitForBootstrap(persistor);
    store.dispatch(setBreadcrumb([{ name: '行业资讯', path: '/news/index' }]));
    store.dispatch(setMobile(true));
    store.dispatch(loggedIn('secret-token', { remember: false }));
    await store.dispatch(portalApi.util.upsertQueryData('customerGetInfo', undefined, pendingUserInfo));
    await persistor.flush();

    expect(storages.persist.length).toBe(1);
    const persisted = readPersisted(storages.persist);
    expect(Object.keys(persisted).sort()).toEqual(['_persist', 'breadcrumb', 'device', 'user']);
    expect(persisted.breadcrumb).toEqual({ items: [{ name: '行业资讯', path: '/news/index' }] });
    expect(persisted.device).toEqual({ isMobile: true });
    expect(persisted.user).toEqual({ info: pendingUserInfo });
    expect(persisted._persist).toMatchObject({ version: 1 });
    expect(storages.persist.getItem('persist:art-portal')).not.toContain('secret-token');
  });

  it('restores the persisted slices after a reload, and nothing else', async () => {
    const storages = createTestStorages();
    const first = createTestStore({ storages });
    await waitForBootstrap(first.persistor);
    first.store.dispatch(setBreadcrumb([{ name: '首页', path: '/home' }]));
    first.store.dispatch(setMobile(true));
    first.store.dispatch(loggedIn('t-1', { remember: false }));
    await first.store.dispatch(portalApi.util.upsertQueryData('customerGetInfo', undefined, pendingUserInfo));
    await first.persistor.flush();

    const second = createTestStore({ storages });
    await waitForBootstrap(second.persistor);
    const state = second.store.getState();
    expect(selectBreadcrumb(state)).toEqual([{ name: '首页', path: '/home' }]);
    expect(selectIsMobile(state)).toBe(true);
    expect(selectUserInfo(state)).toEqual(pendingUserInfo);
    expect(portalApi.endpoints.customerGetInfo.select()(state).data).toBeUndefined();
  });

  it('takes login state from the token storage, not from the persisted blob', async () => {
    const storages = createTestStorages();
    const first = createTestStore({ storages });
    await waitForBootstrap(first.persistor);
    first.store.dispatch(loggedIn('t-1', { remember: true }));
    await first.persistor.flush();

    storages.session.clear();
    const reopened = createTestStore({ storages });
    await waitForBootstrap(reopened.persistor);
    expect(selectIsLoggedIn(reopened.store.getState())).toBe(true);
    expect(storages.session.getItem('art-portal-token')).toBe('t-1');

    storages.local.clear();
    storages.session.clear();
    const forgotten = createTestStore({ storages });
    await waitForBootstrap(forgotten.persistor);
    expect(selectIsLoggedIn(forgotten.store.getState())).toBe(false);
  });

  it('migrates an older blob to version 1, keeping only the whitelisted slices', async () => {
    const storages = createTestStorages();
    storages.persist.setItem(
      'persist:art-portal',
      JSON.stringify({
        breadcrumb: JSON.stringify({ items: [{ name: '关于我们', path: '/aboutUs' }] }),
        user: JSON.stringify({ info: pendingUserInfo }),
        session: JSON.stringify({ status: 'loggedIn' }),
        _persist: JSON.stringify({ version: 0, rehydrated: true }),
      }),
    );
    const { store, persistor } = createTestStore({ storages });
    await waitForBootstrap(persistor);
    const state = store.getState();
    expect(selectBreadcrumb(state)).toEqual([{ name: '关于我们', path: '/aboutUs' }]);
    expect(state.user.info).toEqual(pendingUserInfo);
    expect(selectIsLoggedIn(state)).toBe(false);

    store.dispatch(setMobile(false));
    await persistor.flush();
    const persisted = readPersisted(storages.persist);
    expect(persisted._persist).toMatchObject({ version: 1 });
    expect(persisted).not.toHaveProperty('session');
  });
});
