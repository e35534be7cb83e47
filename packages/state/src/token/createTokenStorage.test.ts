import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from './createMemoryStorage';
import { createTokenStorage, TOKEN_KEY } from './createTokenStorage';

describe('token storage', () => {
  let session: Storage;
  let local: Storage;
  beforeEach(() => {
    session = createMemoryStorage();
    local = createMemoryStorage();
  });
  const tokens = () => createTokenStorage({ session, local });

  it('uses the key art-portal-token', () => {
    expect(TOKEN_KEY).toBe('art-portal-token');
  });

  it('keeps the token for the session only, without remember', () => {
    tokens().set('abc', { remember: false });
    expect(session.getItem('art-portal-token')).toBe('abc');
    expect(local.getItem('art-portal-token')).toBeNull();
    expect(tokens().get()).toBe('abc');
  });

  it('keeps a copy in localStorage with remember', () => {
    tokens().set('abc', { remember: true });
    expect(session.getItem('art-portal-token')).toBe('abc');
    expect(local.getItem('art-portal-token')).toBe('abc');
  });

  it('drops an older remembered copy when the new login is not remembered', () => {
    tokens().set('old', { remember: true });
    tokens().set('new', { remember: false });
    expect(local.getItem('art-portal-token')).toBeNull();
    expect(tokens().get()).toBe('new');
  });

  it('decides login state by sessionStorage alone', () => {
    local.setItem('art-portal-token', 'remembered');
    expect(tokens().get()).toBeNull();
  });

  it('restore copies the remembered token into sessionStorage', () => {
    local.setItem('art-portal-token', 'remembered');
    const storage = tokens();
    storage.restore();
    expect(session.getItem('art-portal-token')).toBe('remembered');
    expect(storage.get()).toBe('remembered');
  });

  it("restore keeps this tab's own token", () => {
    session.setItem('art-portal-token', 'tab');
    local.setItem('art-portal-token', 'remembered');
    tokens().restore();
    expect(tokens().get()).toBe('tab');
  });

  it('restore without anything remembered stays logged out', () => {
    tokens().restore();
    expect(tokens().get()).toBeNull();
    expect(session.length).toBe(0);
  });

  it('clear removes both copies', () => {
    tokens().set('abc', { remember: true });
    tokens().clear();
    expect(session.getItem('art-portal-token')).toBeNull();
    expect(local.getItem('art-portal-token')).toBeNull();
  });
});
