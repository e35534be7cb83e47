import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Whether a token exists: mirrors the token storage, which the store's listener keeps in step with
 * `loggedIn` / `loggedOut`. Holds no token itself and is never persisted. `isKnown` is false until the browser's
 * token storage has been read: a page rendered on the server, and its hydration, do not know who is there.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: { isLoggedIn: false, isKnown: false },
  reducers: {
    /** A login or registration succeeded: stores the token (and, with `remember`, its copy). */
    loggedIn: {
      reducer(state) {
        state.isLoggedIn = true;
        state.isKnown = true;
      },
      prepare: (token: string, options: { remember: boolean }) => ({
        payload: { token, remember: options.remember },
      }),
    },
    /** Internal: the store starts mirroring what the token storage holds. */
    sessionRestored(state, action: PayloadAction<boolean>) {
      state.isLoggedIn = action.payload;
      state.isKnown = true;
    },
    /** The session ended (logout, an account change, or the server no longer accepts the token). */
    loggedOut(state) {
      state.isLoggedIn = false;
      state.isKnown = true;
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectIsSessionKnown: (state) => state.isKnown,
  },
});

export const { loggedIn, loggedOut, sessionRestored } = sessionSlice.actions;
export const { selectIsLoggedIn, selectIsSessionKnown } = sessionSlice.selectors;
