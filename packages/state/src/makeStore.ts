import type { ApiClient } from '@art-portal/api-client';
import { isApiError } from '@art-portal/api-client';
import {
  configureStore,
  isPlain,
  type Middleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Storage as PersistStorage,
} from 'redux-persist';
import type { PortalExtra } from './api/clientBaseQuery';
import { portalApi } from './api/portalApi';
import { hasSession } from './api/loginOnlyQueries';
import { USER_SPECIFIC_TAGS } from './api/tagTypes';
import { createWebPersistStorage } from './persistence/createWebPersistStorage';
import { persistConfig } from './persistence/persistConfig';
import { rootReducer } from './rootReducer';
import { loggedIn, loggedOut, selectIsSessionKnown, sessionRestored } from './slices/sessionSlice';
import { createTokenStorage, type TokenStorage } from './token/createTokenStorage';

/** What the store is built from. */
export type MakeStoreOptions = {
  /** The api-client every endpoint calls; reaches the endpoints as the thunk extra argument. */
  api: ApiClient;
  /** Where redux-persist writes `persist:art-portal`. Defaults to `localStorage`. */
  storage?: PersistStorage;
  /** The token storage the session mirrors. Defaults to one over the browser's session/local storage. */
  tokenStorage?: TokenStorage;
  /**
   * Listen to the browser's `online` event and ask again for every query something shows, so what failed while
   * offline recovers without 重试. Mutations are never re-sent.
   * @default true
   */
  refetchOnReconnect?: boolean;
  /**
   * Leave the browser's state (the token and the persisted slices) unread until `restoreBrowserState()` is called:
   * a store that hydrates server-rendered HTML must first render what the server rendered, which knew neither.
   * @default false
   */
  deferBrowserState?: boolean;
};

/**
 * Creates the portal's store and its persistor. Restores a remembered token first, so `selectIsLoggedIn`
 * is right from the first render; from then on `loggedIn` / `loggedOut` keep the token storage in step,
 * refresh user-specific server data on login and drop all server data on logout. Unless told otherwise, queries that
 * are shown refetch when the browser comes back online; `stopListening` removes that listener from a store that is
 * dropped (a test's, a story's).
 */
export function makeStore({
  api,
  storage = createWebPersistStorage(),
  tokenStorage = createTokenStorage(),
  refetchOnReconnect = true,
  deferBrowserState = false,
}: MakeStoreOptions) {
  // A plain middleware rather than RTK's listener middleware (≈ 1.3 KiB gzip of every page's start for two effects).
  // As a listener's would, each effect runs once the reducers have seen the action, and a failing one is logged, not
  // thrown at whoever dispatched.
  const session: Middleware<object, unknown, ThunkDispatch<unknown, PortalExtra, UnknownAction>> =
    (middlewareApi) => (next) => (action) => {
      const result = next(action);
      const { dispatch } = middlewareApi;
      try {
        if (loggedIn.match(action)) {
          tokenStorage.set(action.payload.token, { remember: action.payload.remember });
          dispatch(portalApi.util.invalidateTags(USER_SPECIFIC_TAGS));
        } else if (loggedOut.match(action)) {
          tokenStorage.clear();
          // Let running calls (such as the one that answered 10001) settle first, so their callers see their result.
          void Promise.allSettled([
            ...dispatch(portalApi.util.getRunningQueriesThunk()),
            ...dispatch(portalApi.util.getRunningMutationsThunk()),
          ]).then(() => {
            if (!hasSession(middlewareApi.getState())) dispatch(portalApi.util.resetApiState());
          });
        }
      } catch (error) {
        console.error('[art-portal/session]', error);
      }
      return result;
    };

  const extra: PortalExtra = { api };
  const store = configureStore({
    reducer: persistReducer<ReturnType<typeof rootReducer>>(persistConfig(storage), rootReducer),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // RTK Query keeps the client's ApiError instances as query errors.
          isSerializable: (value: unknown) => isPlain(value) || isApiError(value),
        },
      })
        .prepend(session)
        .concat(portalApi.middleware),
  });

  const persistor = persistStore(store, { manualPersist: true } as Parameters<typeof persistStore>[1]);
  /** Reads the remembered token and the persisted slices into the store (once; later calls do nothing). */
  const restoreBrowserState = () => {
    if (selectIsSessionKnown(store.getState())) return;
    tokenStorage.restore();
    const remembered = tokenStorage.get() !== null;
    store.dispatch(sessionRestored(remembered));
    // What the server loaded knew no customer (a call's 已参与, a course's check-in): ask again as this one.
    if (remembered) store.dispatch(portalApi.util.invalidateTags(USER_SPECIFIC_TAGS));
    persistor.persist();
  };
  if (!deferBrowserState) restoreBrowserState();
  const stopListening = refetchOnReconnect ? setupListeners(store.dispatch) : () => {};
  return { store, persistor, stopListening, restoreBrowserState };
}

/** The store `makeStore` creates. */
export type AppStore = ReturnType<typeof makeStore>['store'];
/** The whole state, as selectors receive it. */
export type RootState = ReturnType<AppStore['getState']>;
/** The store's dispatch, thunks and RTK Query included. */
export type AppDispatch = AppStore['dispatch'];
