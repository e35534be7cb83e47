import type { Dispatch } from '@reduxjs/toolkit';
import { resetLoading } from '../slices/loadingSlice';
import { loggedOut } from '../slices/sessionSlice';
import type { TokenStorage } from '../token/createTokenStorage';

/** The api-client options the store answers; the portal adds `baseURL`, `notify` and `onUnauthenticated`. */
export type ClientPolicyOptions = {
  /** Reads the token the client sends. */
  getToken: () => string | null;
  /** The server no longer accepts the token: forget it and end the session. */
  clearToken: () => void;
  /** Close any loading indicator. */
  closeLoading: () => void;
};

/** Connects the api-client's callbacks to a store created after the client. */
export type ClientPolicy = {
  /** Spread into `createApiClient({ … })`. */
  clientOptions: ClientPolicyOptions;
  /** Routes `clearToken` / `closeLoading` to the store's session and loading slices; returns a disconnect. */
  connect: (dispatch: Dispatch) => () => void;
};

/**
 * Wires the api-client's `getToken`, `clearToken` and `closeLoading` to the token storage and the store.
 * The client must exist before the store (the store is built from it), hence `connect` afterwards; until
 * then `clearToken` still clears the token storage.
 */
export function createClientPolicy({ tokenStorage }: { tokenStorage: TokenStorage }): ClientPolicy {
  let dispatch: Dispatch | null = null;
  return {
    clientOptions: {
      getToken: () => tokenStorage.get(),
      clearToken: () => {
        tokenStorage.clear();
        dispatch?.(loggedOut());
      },
      closeLoading: () => {
        dispatch?.(resetLoading());
      },
    },
    connect(storeDispatch) {
      dispatch = storeDispatch;
      return () => {
        if (dispatch === storeDispatch) dispatch = null;
      };
    },
  };
}
