import { createMemoryStorage } from './createMemoryStorage';

/** The key under which the access token is kept, in sessionStorage and (with "remember me") in localStorage. */
export const TOKEN_KEY = 'art-portal-token';

/** Where a token lives. The one module allowed to touch `art-portal-token`. */
export type TokenStorage = {
  /** The token of the current tab's session, or `null`: its presence is what "logged in" means. */
  get(): string | null;
  /** Stores the token for this tab; with `remember`, also keeps a copy that survives the browser closing. */
  set(token: string, options: { remember: boolean }): void;
  /** Forgets the token everywhere (session and remembered copy). */
  clear(): void;
  /** At start: copies a remembered token into sessionStorage when this tab has none. */
  restore(): void;
};

/** The Web Storage objects the token module uses; tests inject their own. */
export type TokenStorageOptions = {
  /** Decides login state. Defaults to `globalThis.sessionStorage`. */
  session?: Storage;
  /** Holds the "remember me" copy. Defaults to `globalThis.localStorage`. */
  local?: Storage;
};

function defaultStorage(name: 'sessionStorage' | 'localStorage'): Storage {
  const candidate: unknown = (globalThis as Partial<Record<typeof name, Storage>>)[name];
  return candidate === undefined ? createMemoryStorage() : (candidate as Storage);
}

/**
 * Creates the token storage: sessionStorage key `art-portal-token` decides login state; "remember me"
 * keeps a copy in localStorage that {@link TokenStorage.restore} copies back at start.
 * Outside a browser (no Web Storage), it keeps tokens in memory.
 */
export function createTokenStorage(options: TokenStorageOptions = {}): TokenStorage {
  const session = options.session ?? defaultStorage('sessionStorage');
  const local = options.local ?? defaultStorage('localStorage');

  return {
    get: () => session.getItem(TOKEN_KEY),
    set(token, { remember }) {
      session.setItem(TOKEN_KEY, token);
      if (remember) local.setItem(TOKEN_KEY, token);
      else local.removeItem(TOKEN_KEY);
    },
    clear() {
      session.removeItem(TOKEN_KEY);
      local.removeItem(TOKEN_KEY);
    },
    restore() {
      if (session.getItem(TOKEN_KEY) !== null) return;
      const remembered = local.getItem(TOKEN_KEY);
      if (remembered !== null) session.setItem(TOKEN_KEY, remembered);
    },
  };
}
