import { createApiClient, type ApiClient } from '@art-portal/api-client';
import { closeLoading, createTokenStorage, loggedOut, makeStore, setMobile } from '@art-portal/state';
import type { PortalSettings } from './PortalSettings';
import { createToastBus, type ToastBus } from './toastBus';

export type PortalRuntime = {
  api: ApiClient;
  toasts: ToastBus;
  /**
   * Where the customer goes when the server ends the session (code 10001, HTTP 401): PortalProviders hands over its
   * router's way to 登录 here. Returns the undo.
   */
  setOpenLogin: (openLogin: () => void) => () => void;
  /** Settles once the persisted state is back in the store; rendering after it needs no `PersistGate`. */
  rehydrated: Promise<void>;
  /** The store does not know the browser's state yet (it renders what the server rendered); PortalProviders reads it once mounted. */
  deferred: boolean;
} & ReturnType<typeof makeStore>;

/**
 * How a runtime that renders server-rendered HTML starts: what the server knew, and nothing of the browser's. The
 * queries the server's loaders ran go into its store with {@link ServerQueries}.
 */
export type ServerRenderedStart = {
  /** The seed's phone rule, applied by the server from the User-Agent. */
  mobile: boolean;
  /** Where `settings.apiBaseUrl` resolves when it is relative and there is no page (on the server). */
  origin?: string;
};

const nowhere = () => {};

/** Builds the client, the store and the toast bus once, and answers the client's hooks with them. */
export function createPortalRuntime(settings: PortalSettings, start?: ServerRenderedStart): PortalRuntime {
  const tokenStorage = createTokenStorage();
  const toasts = createToastBus();
  let openLogin = nowhere;
  const api = createApiClient({
    baseURL: start?.origin ? new URL(settings.apiBaseUrl, start.origin).href : settings.apiBaseUrl,
    getToken: () => tokenStorage.get(),
    notify: (level, message) => toasts.push(level, message),
    closeLoading: () => made.store.dispatch(closeLoading()),
    // After the client's own notice (未登录，请重新登录): logged out (which forgets the token), then 登录.
    onUnauthenticated: () => {
      made.store.dispatch(loggedOut());
      openLogin();
    },
  });
  const made = makeStore({ api, tokenStorage, deferBrowserState: start !== undefined });
  const { store, persistor } = made;
  if (start) store.dispatch(setMobile(start.mobile));
  const rehydrated = new Promise<void>((resolve) => {
    const settle = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(settle);
    settle();
  });
  const setOpenLogin = (open: () => void) => {
    openLogin = open;
    return () => {
      if (openLogin === open) openLogin = nowhere;
    };
  };
  return { api, toasts, setOpenLogin, rehydrated, deferred: start !== undefined, ...made };
}
