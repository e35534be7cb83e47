import { createApiClient, type ApiClient } from '@art-portal/api-client';
import { closeLoading, createTokenStorage, loggedOut, makeStore, setMobile } from '@art-portal/state';
import { installDevice } from '@art-portal/ui-shell/device';
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
  /**
   * Adapts the page to the browser's device (ui-shell's `installDevice`) and, in a task of its own, records the
   * User-Agent's answer as the persisted mobile flag. PortalProviders calls it once mounted. Returns the undo.
   */
  followDevice: (win: Window) => () => void;
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
  // The one writer of the persisted mobile flag: the server's guess when it starts, the browser's reading once mounted.
  const recordDevice = (mobile: boolean) => store.dispatch(setMobile(mobile));
  if (start) recordDevice(start.mobile);
  const followDevice = (win: Window) => {
    const device = installDevice(win);
    const timer = setTimeout(() => recordDevice(device.isMobile), 0);
    return () => {
      clearTimeout(timer);
      device.dispose();
    };
  };
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
  return { api, toasts, setOpenLogin, rehydrated, deferred: start !== undefined, followDevice, ...made };
}
