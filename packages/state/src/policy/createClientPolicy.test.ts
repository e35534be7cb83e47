import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { loadingSlice, selectIsLoading, startLoading } from '../slices/loadingSlice';
import { loggedIn, selectIsLoggedIn, sessionSlice } from '../slices/sessionSlice';
import { createMemoryStorage } from '../token/createMemoryStorage';
import { createTokenStorage } from '../token/createTokenStorage';
import { createClientPolicy } from './createClientPolicy';

function setup() {
  const tokenStorage = createTokenStorage({ session: createMemoryStorage(), local: createMemoryStorage() });
  const store = configureStore({ reducer: { session: sessionSlice.reducer, loading: loadingSlice.reducer } });
  return { tokenStorage, store, policy: createClientPolicy({ tokenStorage }) };
}

describe('createClientPolicy', () => {
  it('gives the client the stored token', () => {
    const { tokenStorage, policy } = setup();
    expect(policy.clientOptions.getToken()).toBeNull();
    tokenStorage.set('abc', { remember: false });
    expect(policy.clientOptions.getToken()).toBe('abc');
  });

  it('once connected, clearToken ends the session and closeLoading resets the counter', () => {
    const { tokenStorage, store, policy } = setup();
    policy.connect(store.dispatch);
    tokenStorage.set('abc', { remember: true });
    store.dispatch(loggedIn('abc', { remember: true }));
    store.dispatch(startLoading());
    store.dispatch(startLoading());

    policy.clientOptions.clearToken();
    policy.clientOptions.closeLoading();
    expect(tokenStorage.get()).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectIsLoading(store.getState())).toBe(false);
  });

  it('before connecting (or after disconnecting), clearToken still forgets the token', () => {
    const { tokenStorage, store, policy } = setup();
    tokenStorage.set('abc', { remember: true });
    store.dispatch(loggedIn('abc', { remember: true }));
    policy.clientOptions.clearToken();
    expect(tokenStorage.get()).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(true);

    const disconnect = policy.connect(store.dispatch);
    disconnect();
    store.dispatch(startLoading());
    policy.clientOptions.closeLoading();
    expect(selectIsLoading(store.getState())).toBe(true);
  });
});
