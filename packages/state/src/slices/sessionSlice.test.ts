import { describe, expect, it } from 'vitest';
import { loggedIn, loggedOut, selectIsLoggedIn, sessionRestored, sessionSlice } from './sessionSlice';

describe('session slice', () => {
  it('is logged out at first', () => {
    expect(selectIsLoggedIn({ session: sessionSlice.reducer(undefined, { type: 'init' }) })).toBe(false);
  });

  it('loggedIn carries the token and the remember choice, and logs in', () => {
    const action = loggedIn('t-123', { remember: true });
    expect(action.payload).toEqual({ token: 't-123', remember: true });
    expect(selectIsLoggedIn({ session: sessionSlice.reducer(undefined, action) })).toBe(true);
  });

  it('loggedOut logs out', () => {
    const inState = sessionSlice.reducer(undefined, loggedIn('t', { remember: false }));
    expect(selectIsLoggedIn({ session: sessionSlice.reducer(inState, loggedOut()) })).toBe(false);
  });

  it('sessionRestored mirrors what the token storage holds', () => {
    expect(selectIsLoggedIn({ session: sessionSlice.reducer(undefined, sessionRestored(true)) })).toBe(true);
  });
});
