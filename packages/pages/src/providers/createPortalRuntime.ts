import { createApiClient, type ApiClient } from '@art-portal/api-client';
import { createClientPolicy, createTokenStorage, makeStore } from '@art-portal/state';
import type { PortalSettings } from './PortalSettings';
import { createSessionExpiry, type SessionExpiry } from './sessionExpiry';
import { createToastBus, type ToastBus } from './toastBus';

export type PortalRuntime = {
  api: ApiClient;
  toasts: ToastBus;
  /** Fired when the server no longer accepts the token; PortalProviders then opens 登录 with the portal's router. */
  sessionExpiry: SessionExpiry;
  /** Settles once the persisted state is back in the store; rendering after it needs no `PersistGate`. */
  rehydrated: Promise<void>;
} & ReturnType<typeof makeStore>;

/** Builds the client, the store and the toast bus once, and wires the client's policy hooks to them. */
export function createPortalRuntime(settings: PortalSettings): PortalRuntime {
  const tokenStorage = createTokenStorage();
  const policy = createClientPolicy({ tokenStorage });
  const toasts = createToastBus();
  const sessionExpiry = createSessionExpiry();
  const api = createApiClient({
    baseURL: settings.apiBaseUrl,
    ...policy.clientOptions,
    notify: (level, message) => toasts.push(level, message),
    onUnauthenticated: sessionExpiry.expire,
  });
  const { store, persistor, stopListening } = makeStore({ api, tokenStorage });
  policy.connect(store.dispatch);
  const rehydrated = new Promise<void>((resolve) => {
    const settle = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(settle);
    settle();
  });
  return { api, toasts, sessionExpiry, store, persistor, stopListening, rehydrated };
}
