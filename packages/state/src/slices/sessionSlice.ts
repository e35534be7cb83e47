import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Whether a token exists. `unknown` until the browser's token storage has been read: a page rendered on the server,
 * and its hydration, do not know who is there.
 */
export type SessionStatus = 'unknown' | 'loggedIn' | 'loggedOut';

/**
 * The app's one answer to "logged in?": the token storage is where it is kept across reloads, and the session
 * middleware (`makeStore`) alone writes it there, on `loggedIn` / `loggedOut`; the user info and the query cache are
 * read through it. Holds no token itself and is never persisted.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: { status: 'unknown' as SessionStatus },
  reducers: {
    /** A login or registration succeeded: stores the token (and, with `remember`, its copy). */
    loggedIn: {
      reducer(state) {
        state.status = 'loggedIn';
      },
      prepare: (token: string, options: { remember: boolean }) => ({
        payload: { token, remember: options.remember },
      }),
    },
    /** Internal: the store starts mirroring what the token storage holds. */
    sessionRestored(state, action: PayloadAction<boolean>) {
      state.status = action.payload ? 'loggedIn' : 'loggedOut';
    },
    /** The session ended (logout, an account change, or the server no longer accepts the token). */
    loggedOut(state) {
      state.status = 'loggedOut';
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.status === 'loggedIn',
    selectIsSessionKnown: (state) => state.status !== 'unknown',
  },
});

export const { loggedIn, loggedOut, sessionRestored } = sessionSlice.actions;
export const { selectIsLoggedIn, selectIsSessionKnown } = sessionSlice.selectors;
