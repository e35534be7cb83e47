import { createApiClient, type ApiClient } from '@art-portal/api-client';
import { createClientPolicy, createTokenStorage, makeStore, seedQueries, setMobile, type QueryEntry } from '@art-portal/state';
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
  /** The store does not know the browser's state yet (it renders what the server rendered); PortalProviders reads it once mounted. */
  deferred: boolean;
} & ReturnType<typeof makeStore>;

/** How a runtime that renders server-rendered HTML starts: what the server knew, and nothing of the browser's. */
export type ServerRenderedStart = {
  /** The queries the server's loaders ran: the store starts with them and asks none of them again. */
  entries: readonly QueryEntry[];
  /** The seed's phone rule, applied by the server from the User-Agent. */
  mobile: boolean;
  /** Where `settings.apiBaseUrl` resolves when it is relative and there is no page (on the server). */
  origin?: string;
};

/** Builds the client, the store and the toast bus once, and wires the client's policy hooks to them. */
export function createPortalRuntime(settings: PortalSettings, start?: ServerRenderedStart): PortalRuntime {
  const tokenStorage = createTokenStorage();
  const policy = createClientPolicy({ tokenStorage });
  const toasts = createToastBus();
  const sessionExpiry = createSessionExpiry();
  const api = createApiClient({
    baseURL: start?.origin ? new URL(settings.apiBaseUrl, start.origin).href : settings.apiBaseUrl,
    ...policy.clientOptions,
    notify: (level, message) => toasts.push(level, message),
    onUnauthenticated: sessionExpiry.expire,
  });
  const made = makeStore({ api, tokenStorage, deferBrowserState: start !== undefined });
  const { store, persistor } = made;
  policy.connect(store.dispatch);
  if (start) {
    seedQueries(store, start.entries);
    store.dispatch(setMobile(start.mobile));
  }
  const rehydrated = new Promise<void>((resolve) => {
    const settle = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(settle);
    settle();
  });
  return { api, toasts, sessionExpiry, rehydrated, deferred: start !== undefined, ...made };
}
