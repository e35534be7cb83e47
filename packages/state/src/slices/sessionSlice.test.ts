import { describe, expect, it } from 'vitest';
import {
  loggedIn,
  loggedOut,
  selectIsLoggedIn,
  selectIsSessionKnown,
  sessionRestored,
  sessionSlice,
} from './sessionSlice';

describe('session slice', () => {
  it('is logged out, and not yet known to be, at first', () => {
    const session = sessionSlice.reducer(undefined, { type: 'init' });
    expect([selectIsLoggedIn({ session }), selectIsSessionKnown({ session })]).toEqual([false, false]);
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

  it('sessionRestored mirrors what the token storage holds, and makes the session known', () => {
    const session = sessionSlice.reducer(undefined, sessionRestored(true));
    expect([selectIsLoggedIn({ session }), selectIsSessionKnown({ session })]).toEqual([true, true]);
    const none = sessionSlice.reducer(undefined, sessionRestored(false));
    expect([selectIsLoggedIn({ session: none }), selectIsSessionKnown({ session: none })]).toEqual([
      false,
      true,
    ]);
  });
});
