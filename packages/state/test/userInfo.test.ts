import { afterEach, describe, expect, it } from 'vitest';
import { loggedIn, loggedOut } from '../src/slices/sessionSlice';
import { selectUserInfo } from '../src/user/selectUserInfo';
import { userInfoQuery } from '../src/user/userInfoQuery';
import { startContractServer, ok, type ContractServer } from './support/contractServer';
import { createTestStorages, createTestStore, type TestStorages } from './support/createTestStore';
import { registeredUserInfo } from './support/fixtures';
import { waitForBootstrap } from './support/waitForBootstrap';

let server: ContractServer | undefined;
let answered = registeredUserInfo;
afterEach(async () => {
  await server?.close();
  server = undefined;
  answered = registeredUserInfo;
});

async function open(storages: TestStorages, options: { deferBrowserState?: boolean } = {}) {
  server ??= await startContractServer({ 'POST /portal/customer/selectInfo': () => ok(answered) });
  const made = createTestStore({ baseURL: server.baseURL, storages, ...options });
  await waitForBootstrap(made.persistor);
  return made;
}

describe('the user info', () => {
  it('is what getUserInfo answered, kept under persist:art-portal for the next visit', async () => {
    const storages = createTestStorages();
    const { store, persistor } = await open(storages);
    store.dispatch(loggedIn('t-1', { remember: false }));
    expect(selectUserInfo(store.getState())).toBeNull();

    answered = { ...registeredUserInfo, name: '王芳' };
    await store.dispatch(userInfoQuery.initiate());
    expect(selectUserInfo(store.getState())).toEqual(answered);
    await persistor.flush();
    expect(storages.persist.getItem('persist:art-portal')).toContain('王芳');
  });

  it('names a returning customer from the persisted copy until the server answers, then from the cache', async () => {
    const storages = createTestStorages();
    const first = await open(storages);
    first.store.dispatch(loggedIn('t-1', { remember: false }));
    answered = { ...registeredUserInfo, name: '王芳' };
    await first.store.dispatch(userInfoQuery.initiate());
    await first.persistor.flush();

    answered = { ...registeredUserInfo, name: '王芳芳' };
    const { store } = await open(storages);
    expect(selectUserInfo(store.getState())?.name).toBe('王芳');
    await store.dispatch(userInfoQuery.initiate());
    expect(selectUserInfo(store.getState())?.name).toBe('王芳芳');
  });

  it('is nobody while logged out, and logging out forgets the persisted copy', async () => {
    const storages = createTestStorages();
    const { store, persistor } = await open(storages);
    store.dispatch(loggedIn('t-1', { remember: false }));
    await store.dispatch(userInfoQuery.initiate());
    store.dispatch(loggedOut());
    expect(selectUserInfo(store.getState())).toBeNull();
    await persistor.flush();
    expect(storages.persist.getItem('persist:art-portal')).not.toContain(registeredUserInfo.phone);
  });

  it('never names a new session after the last one: the persisted copy goes when someone logs in', async () => {
    const storages = createTestStorages();
    const first = await open(storages);
    first.store.dispatch(loggedIn('t-1', { remember: false }));
    answered = { ...registeredUserInfo, name: '王芳' };
    await first.store.dispatch(userInfoQuery.initiate());
    await first.persistor.flush();

    storages.session.clear();
    const { store } = await open(storages);
    store.dispatch(loggedIn('t-2', { remember: false }));
    expect(selectUserInfo(store.getState())).toBeNull();
    answered = { ...registeredUserInfo, name: '李雷' };
    await store.dispatch(userInfoQuery.initiate());
    expect(selectUserInfo(store.getState())?.name).toBe('李雷');
  });

  it('is nobody while the store renders what the server rendered, even with a token and a persisted copy', async () => {
    const storages = createTestStorages();
    const first = await open(storages);
    first.store.dispatch(loggedIn('t-1', { remember: false }));
    await first.store.dispatch(userInfoQuery.initiate());
    await first.persistor.flush();

    const hydrating = createTestStore({ baseURL: server?.baseURL, storages, deferBrowserState: true });
    expect(selectUserInfo(hydrating.store.getState())).toBeNull();
    hydrating.restoreBrowserState();
    await waitForBootstrap(hydrating.persistor);
    expect(selectUserInfo(hydrating.store.getState())).toEqual(registeredUserInfo);
  });
});
