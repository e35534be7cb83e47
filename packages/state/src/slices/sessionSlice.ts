import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Whether a token exists: mirrors the token storage, which the store's listener keeps in step with
 * `loggedIn` / `loggedOut`. Holds no token itself and is never persisted.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: { isLoggedIn: false },
  reducers: {
    /** A login or registration succeeded: stores the token (and, with `remember`, its copy). */
    loggedIn: {
      reducer(state) {
        state.isLoggedIn = true;
      },
      prepare: (token: string, options: { remember: boolean }) => ({
        payload: { token, remember: options.remember },
      }),
    },
    /** Internal: the store starts mirroring what the token storage holds. */
    sessionRestored(state, action: PayloadAction<boolean>) {
      state.isLoggedIn = action.payload;
    },
    /** The session ended (logout, an account change, or the server no longer accepts the token). */
    loggedOut(state) {
      state.isLoggedIn = false;
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.isLoggedIn,
  },
});

export const { loggedIn, loggedOut, sessionRestored } = sessionSlice.actions;
export const { selectIsLoggedIn } = sessionSlice.selectors;
