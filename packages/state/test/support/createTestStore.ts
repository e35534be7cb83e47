import { createApiClient } from '@art-portal/api-client';
import { makeStore } from '../../src/makeStore';
import { createWebPersistStorage } from '../../src/persistence/createWebPersistStorage';
import { closeLoading } from '../../src/slices/loadingSlice';
import { loggedOut } from '../../src/slices/sessionSlice';
import { createMemoryStorage } from '../../src/token/createMemoryStorage';
import { createTokenStorage } from '../../src/token/createTokenStorage';

/** What the portal layer would do with `notify` and `onUnauthenticated`, recorded. */
type PortalCallbacks = {
  notices: { level: string; message: string }[];
  unauthenticated: number;
};

/** The storages a test store uses; pass them again to simulate a reload. */
export type TestStorages = { persist: Storage; session: Storage; local: Storage };

/** Fresh in-memory storages. */
export function createTestStorages(): TestStorages {
  return { persist: createMemoryStorage(), session: createMemoryStorage(), local: createMemoryStorage() };
}

/**
 * Wires a store the way the portal's runtime does: the real api-client reads the token storage, its `closeLoading`
 * closes the loading handle and its `onUnauthenticated` logs out (the portal then opens 登录; here it is counted).
 * `baseURL` defaults to a closed port, for tests that never reach the network.
 */
export function createTestStore({
  baseURL = 'http://127.0.0.1:9/api',
  storages = createTestStorages(),
  refetchOnReconnect,
  deferBrowserState,
}: {
  baseURL?: string;
  storages?: TestStorages;
  refetchOnReconnect?: boolean;
  deferBrowserState?: boolean;
} = {}) {
  const tokenStorage = createTokenStorage({ session: storages.session, local: storages.local });
  const callbacks: PortalCallbacks = { notices: [], unauthenticated: 0 };
  const api = createApiClient({
    baseURL,
    getToken: () => tokenStorage.get(),
    notify: (level, message) => {
      callbacks.notices.push({ level, message });
    },
    closeLoading: () => made.store.dispatch(closeLoading()),
    onUnauthenticated: () => {
      made.store.dispatch(loggedOut());
      callbacks.unauthenticated += 1;
    },
  });
  const made = makeStore({
    api,
    tokenStorage,
    storage: createWebPersistStorage(storages.persist),
    refetchOnReconnect,
    deferBrowserState,
  });
  const { store, persistor, stopListening, restoreBrowserState } = made;
  return { store, persistor, stopListening, restoreBrowserState, api, tokenStorage, storages, callbacks };
}
